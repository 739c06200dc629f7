/** The support team's notes to the partner about their Wave request, newest last. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { formatDate } from '../format/intl.ts'
import { portalSectionTitleClass } from '../portal/PortalLayout.tsx'

export function WaveNotes({ notes, iso }: { notes: Array<{ id: string; author: string; body: string; createdAt: string }>; iso: string }) {
  const { i18n } = useLingui()
  return (
    <section
      aria-labelledby="wave-notes"
      className={css({ borderWidth: '1px', borderColor: 'brand.theme', borderRadius: 'lg', p: '5', mb: '6', bg: 'brand.light' })}
      data-wave-notes=""
    >
      <h2 id="wave-notes" className={portalSectionTitleClass}>
        {i18n._({ id: 'wave.notes_title', message: 'Messages from our support team' })}
      </h2>
      <ol className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
        {notes.map((note) => (
          <li key={note.id}>
            <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
              {note.author ? `${note.author} · ` : ''}
              {formatDate(iso, note.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p className={css({ whiteSpace: 'pre-wrap' })}>{note.body}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
