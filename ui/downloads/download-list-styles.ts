/** The look of a row of files and its links, shared by the downloads page and product pages. */
import { css } from 'styled-system/css'

export const itemClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr auto' },
  gap: '3',
  alignItems: 'center',
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
})

export const actionClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  color: 'brand.theme',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
})
