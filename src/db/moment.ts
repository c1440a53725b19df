// A moment as the API gives one: its whole millisecond. The API shows times to the millisecond (a JavaScript Date)
// while PostgreSQL writes them to the microsecond, so the createdAt of a row, as served, is up to 999 µs before the
// row's own time. A point "at" that moment must include the row: "written at or before `at`" reads "written before
// the millisecond after `at`".

/** The first instant after the millisecond `at` names: "at or before `at`" is "before this". */
export function afterMoment(at: Date): Date {
  return new Date(at.getTime() + 1);
}
