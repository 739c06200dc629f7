import { app } from './app.tsx'

export { ContentChanges } from './preview/content-changes.ts'

export default app
