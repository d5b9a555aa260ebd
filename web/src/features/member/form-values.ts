/** A form's values by field name: checkboxes as `true`/`false`, the rest as typed. */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name !== '') {
      if (element.type === 'radio') {
        if (element.checked) values[element.name] = element.value
      } else values[element.name] = element.type === 'checkbox' ? element.checked : element.value
    } else if ((element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) && element.name !== '') {
      values[element.name] = element.value
    }
  }
  return values
}
