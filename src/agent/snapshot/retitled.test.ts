import { expect, it } from 'vitest';
import type { RawAXNode } from './collected';
import { onePage } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/formio: Form.io's Send request answers only in the page's title ("Sent: Lena Berg"); the
// diff after the click listed a re-rendered chip and nothing else, and the model could not tell it was sent
// (relay log C177).
it("a diff says when the page's title changed", () => {
  const fields = ['Full name', 'Email', 'Describe the problem', 'Users affected', 'Browser and version'];
  const nodes: RawAXNode[] = [
    { id: 'n1', role: 'RootWebArea', children: fields.map((_, i) => `n${i + 2}`), backendId: 1 },
    ...fields.map((name, i) => ({
      id: `n${i + 2}`,
      role: 'textbox',
      children: [],
      backendId: i + 2,
      name,
      props: { focusable: true },
    })),
  ];
  const engine = new SnapshotEngine();
  engine.build({ ...onePage(nodes), title: 'Support request (Form.io)' });
  const { text } = engine.diff({ ...onePage(nodes), title: 'Sent: Lena Berg' });
  expect(text).toBe(
    '[diff] since snapshot #1; unchanged lines left out, their refs stay valid\n' +
      '[page] title now "Sent: Lena Berg" (was "Support request (Form.io)")',
  );
});
