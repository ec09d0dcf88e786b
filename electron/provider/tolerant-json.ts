// Why by hand: deployed servers send bodies with invalid escapes (`\d`, `\'`) and raw control characters
// inside strings; JSON.parse fails on them and JSON5 would drop the backslash. This repair keeps the
// text as the server meant it and touches nothing outside strings.

const validEscapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/** Escapes what strict JSON refuses inside strings: invalid `\x` escapes and raw control characters. */
export function repairJsonText(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (!inString) {
      if (char === '"') inString = true;
      out += char;
      continue;
    }
    if (char === '"') {
      inString = false;
      out += char;
    } else if (char === '\\') {
      const next = text[index + 1] ?? '';
      const validUnicode = next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6));
      if (validEscapes.has(next) && (next !== 'u' || validUnicode)) {
        out += char + next;
        index += 1;
      } else {
        out += '\\\\';
      }
    } else if (char.charCodeAt(0) < 0x20) {
      out += `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    } else {
      out += char;
    }
  }
  return out;
}

/** Parses JSON, repairing the string faults deployed servers make; throws SyntaxError when still invalid. */
export function parseTolerantJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return JSON.parse(repairJsonText(text));
  }
}
