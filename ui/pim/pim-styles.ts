/** Shared looks of the PIM screens. */
import { css } from 'styled-system/css'

export {
  portalTitleClass as pimTitleClass,
  portalSectionTitleClass as pimSectionTitleClass,
  noticeClass,
  problemClass,
} from '../portal/PortalLayout.tsx'

export const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  bg: 'white',
  '& th, & td': { textAlign: 'start', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  '& th': { fontWeight: 'semibold', color: 'gray.800', bg: 'gray.100' },
})

export const linkClass = css({
  color: 'brand.theme',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
})

export const detailsListClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '14rem 1fr' },
  gap: '2',
  bg: 'white',
  p: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'gray.200',
  '& dt': { fontWeight: 'semibold', color: 'gray.800' },
  '& dd': { overflowWrap: 'anywhere' },
})
