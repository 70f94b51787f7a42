const KEY = '"sim_t_ns":';

/**
 * The send stamp a load server puts in an event (`sim_t_ns`: ns, a JSON number or a string of digits), or null.
 * Read from the event's text so recording stamps adds no JSON parse of its own to the probe's cost.
 */
export function sendStampNs(data: string): number | null {
  const at = data.lastIndexOf(KEY);
  if (at < 0) return null;
  let i = at + KEY.length;
  if (data.charCodeAt(i) === 0x22) i++;
  const start = i;
  let value = 0;
  for (let c = data.charCodeAt(i); c >= 0x30 && c <= 0x39; c = data.charCodeAt(++i)) value = value * 10 + (c - 0x30);
  return i === start ? null : value;
}
