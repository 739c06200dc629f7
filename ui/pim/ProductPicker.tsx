/**
 * The asset editor's product picker (issue 19 part B): a searchable list of checkboxes instead of
 * a Ctrl-click list of every product, with the chosen count announced, and a way to link every
 * product of a product line or category at once. Keyboard: Tab to the search, the group chooser
 * and each checkbox; Space ticks. Part of the AssetEditor island (no island of its own).
 */
import { useState } from 'react'
import { css } from 'styled-system/css'
import { controlClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { buttonClass } from '../components/Button.tsx'

export interface PickerProduct {
  ctn: string
  name: string
}

/** A product line or category and the products in it. */
export interface ProductGroup {
  id: string
  label: string
  ctns: string[]
}

export interface ProductPickerTexts {
  search: string
  chosen: string
  noMatch: string
  group: string
  addGroup: string
  clear: string
}

const listClass = css({
  maxHeight: '16rem',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  p: '2',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
})

export function ProductPicker({
  id,
  products,
  groups,
  chosen,
  onChange,
  texts,
  describedBy,
  invalid,
}: {
  id: string
  products: readonly PickerProduct[]
  groups: readonly ProductGroup[]
  chosen: readonly string[]
  onChange: (ctns: string[]) => void
  texts: ProductPickerTexts
  describedBy: string
  invalid: boolean
}) {
  const [search, setSearch] = useState('')
  const [group, setGroup] = useState('')
  const chosenSet = new Set(chosen)
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  // Chosen products stay on top, so what is linked is always in view.
  const shown = products
    .filter((product) => chosenSet.has(product.ctn) || words.every((word) => `${product.name} ${product.ctn}`.toLowerCase().includes(word)))
    .sort((a, b) => Number(chosenSet.has(b.ctn)) - Number(chosenSet.has(a.ctn)))
  const toggle = (ctn: string, on: boolean) => onChange(on ? [...chosen, ctn] : chosen.filter((each) => each !== ctn))
  const addGroup = () => {
    const found = groups.find((each) => each.id === group)
    if (found) onChange([...new Set([...chosen, ...found.ctns])])
  }
  return (
    <div data-product-picker="">
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mb: '2' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 14rem' })}>
          <label htmlFor={`${id}-search`} className={labelClass}>
            {texts.search}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={controlClass}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-controls={`${id}-list`}
          />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 14rem' })}>
          <label htmlFor={`${id}-group`} className={labelClass}>
            {texts.group}
          </label>
          <select id={`${id}-group`} className={controlClass} value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="" />
            {groups.map((each) => (
              <option key={each.id} value={each.id}>
                {`${each.label} (${each.ctns.length})`}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttonClass({ kind: 'naked' })} onClick={addGroup} disabled={!group} data-add-group="">
          {texts.addGroup}
        </button>
      </div>
      <fieldset
        id={`${id}-list`}
        className={listClass}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        data-picker-list=""
      >
        <legend className={css({ srOnly: true })}>{texts.search}</legend>
        {shown.length ? (
          shown.map((product) => (
            <label key={product.ctn} className={css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })}>
              <input
                type="checkbox"
                name="productCtns"
                value={product.ctn}
                checked={chosenSet.has(product.ctn)}
                onChange={(event) => toggle(product.ctn, event.target.checked)}
              />
              <span>{`${product.name} (${product.ctn})`}</span>
            </label>
          ))
        ) : (
          <p className={hintClass}>{texts.noMatch}</p>
        )}
      </fieldset>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mt: '2' })}>
        <p role="status" className={hintClass} data-picker-count="">
          {texts.chosen.replace('{count}', String(chosen.length))}
        </p>
        {chosen.length ? (
          <button type="button" className={buttonClass({ kind: 'naked', size: 'sm' })} onClick={() => onChange([])}>
            {texts.clear}
          </button>
        ) : null}
      </div>
    </div>
  )
}
