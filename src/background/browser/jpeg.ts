/** Width and height of a JPEG from its SOF marker (pure; the screenshot's real size decides click_xy's mapping). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let i = 2; // after FF D8
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    }
    i += 2 + length;
  }
  return undefined;
}

export function base64Bytes(b64: string, max = 64 * 1024): Uint8Array {
  const bin = atob(b64.slice(0, Math.ceil(max / 3) * 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}
