/** A calendar that could not be read as one, with why in plain words. */
export class BusyCalendarError extends Error {}
