import { app } from './app.tsx'

export default app
