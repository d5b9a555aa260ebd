/**
 * What a backordered line says about when it ships (issue 17, core's `backorderText`); nothing for a line stock
 * covered. Each page styles it in its table (`className`).
 */
export function BackorderNote({ text, className }: { readonly text: string | null; readonly className?: string }) {
  return text === null ? null : (
    <span className={className} data-testid="line-backorder">
      {text}
    </span>
  )
}
