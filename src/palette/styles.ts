/** Inside a closed shadow root; `all: initial` on the host keeps inherited page styles out. Colours meet WCAG AA. */
export const paletteStyles = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; z-index: 2147483646; background: rgba(17, 24, 39, 0.35); }
.palette {
  position: fixed; z-index: 2147483647; top: 15vh; left: 50%; transform: translateX(-50%);
  width: min(640px, 92vw); box-sizing: border-box; padding: 12px;
  font: 14px/1.4 system-ui, sans-serif; color: #111827; background: #ffffff;
  border: 1px solid #d1d5db; border-radius: 12px; box-shadow: 0 20px 50px rgba(0,0,0,.25);
}
.title { margin: 0 4px 8px; font-size: 13px; font-weight: 600; color: #374151; }
input {
  width: 100%; box-sizing: border-box; padding: 10px 12px; font: inherit; font-size: 16px;
  border: 1px solid #6b7280; border-radius: 8px; color: inherit; background: inherit;
}
input:focus { outline: 2px solid #2563eb; outline-offset: 1px; }
.help { margin: 6px 4px 0; font-size: 12px; color: #4b5563; }
h2 { margin: 10px 4px 4px; font-size: 12px; font-weight: 600; color: #4b5563; text-transform: uppercase; }
ul { list-style: none; margin: 0; padding: 0; }
button {
  display: block; width: 100%; text-align: left; padding: 6px 8px; font: inherit; color: inherit;
  background: none; border: 0; border-radius: 6px; cursor: pointer;
}
button:hover, button:focus { background: #dbeafe; outline: none; }
button:focus-visible { outline: 2px solid #2563eb; outline-offset: -2px; }
.status { margin: 6px 4px 0; color: #b91c1c; }
.status.info { color: #1e40af; }
.status:empty { display: none; }
@media (prefers-color-scheme: dark) {
  .backdrop { background: rgba(0, 0, 0, 0.5); }
  .palette { color: #f3f4f6; background: #1f2937; border-color: #4b5563; }
  .title, h2, .help { color: #d1d5db; }
  input { border-color: #9ca3af; }
  button:hover, button:focus { background: #374151; }
  .status { color: #fca5a5; }
  .status.info { color: #93c5fd; }
}
`;
