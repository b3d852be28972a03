/**
 * C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F). Tab, line feed and carriage return are
 * kept by `stripControls(text, true)` for multi-line text; everything a URL carries into a page or a
 * title loses them all (a line break there becomes a space).
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex
const LINES = /[\t\n\r]/g;

export function stripControls(text: string, keepLines = false): string {
  return keepLines
    ? text.replace(CONTROLS_BUT_LINES, '')
    : text.replace(LINES, ' ').replace(CONTROLS, '');
}

export const hasControls = (text: string) => /[\u0000-\u001F\u007F-\u009F]/.test(text);
