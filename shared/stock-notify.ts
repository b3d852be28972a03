/** The product page's query parameter for a 'notify me' form's result without JavaScript (POST /stock-watch). */
export const NOTIFY_RESULT_PARAM = 'notify';
export const NOTIFY_RESULTS = ['done', 'invalid', 'failed'] as const;
export type NotifyResult = (typeof NOTIFY_RESULTS)[number];

export const notifyResultOf = (value: string | null): NotifyResult | null =>
  NOTIFY_RESULTS.find((r) => r === value) ?? null;
