/** Brand constants of SPEC.md point 9, shared by the Panda theme and the document head. */
export const THEME_COLOUR = '#002457'
export const PROGRESS_BAR_COLOUR = '#0f5291'
/** The backdrop of the drawn product pictures; their frames use it too, so a letterboxed picture blends in. */
export const PICTURE_BACKGROUND = '#eef2f7'
/** Inter, and while it loads a local font scaled to Inter's metrics (ui/styles/app.css), so nothing moves when it arrives. */
export const FONT_FAMILY = "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
/** The company name shown in the header, footer and titles. */
export const COMPANY_NAME = 'Vantage Displays'
/** SPEC.md point 9: the copyright year text. */
export const COPYRIGHT_YEAR = '2024'
