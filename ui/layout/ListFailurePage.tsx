/** A page whose content could not be read: its title and the list's load-failure message. */
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { LoadFailure } from '../components/ListMessage.tsx'
import type { Breadcrumb } from '../content/model.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export function ListFailurePage({ title, message, crumbs }: { title: string; message: string; crumbs?: Breadcrumb[] }) {
  return (
    <section>
      {crumbs && crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} /> : null}
      <h1 className={pageTitleClass}>{title}</h1>
      <LoadFailure>{message}</LoadFailure>
    </section>
  )
}
