const KEY = '"sim_t_ns":';
const QUOTE = 0x22;
const CLOSE_BRACE = 0x7d;

/**
 * The send stamp a load server puts in an event (`sim_t_ns`, ns, a JSON number or a string of digits), or
 * null. Read from the text so recording stamps adds no parse of its own to the probe's cost; the load
 * sources write it last, so it is read backwards from the end (String#lastIndexOf is a runtime call in
 * V8 and showed up in the probe's profile), with a search as the fallback.
 */
export function sendStampNs(data: string): number | null {
  let i = data.length - 1;
  if (data.charCodeAt(i) !== CLOSE_BRACE) return searched(data);
  i--;
  if (data.charCodeAt(i) === QUOTE) i--;
  let value = 0;
  let scale = 1;
  const last = i;
  for (let c = data.charCodeAt(i); c >= 0x30 && c <= 0x39; c = data.charCodeAt(--i)) {
    value += (c - 0x30) * scale;
    scale *= 10;
  }
  if (i === last) return searched(data);
  if (data.charCodeAt(i) === QUOTE) i--;
  return data.startsWith(KEY, i + 1 - KEY.length) ? value : searched(data);
}

function searched(data: string): number | null {
  const at = data.lastIndexOf(KEY);
  if (at < 0) return null;
  let i = at + KEY.length;
  if (data.charCodeAt(i) === QUOTE) i++;
  let value = 0;
  const start = i;
  for (let c = data.charCodeAt(i); c >= 0x30 && c <= 0x39; c = data.charCodeAt(++i)) value = value * 10 + (c - 0x30);
  return i === start ? null : value;
}
