import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildPptx } from '../testing/office.js';

describe('pptx', () => {
  it('reads slides in presentation order, each followed by its notes', async () => {
    const pptx = buildPptx([
      { paragraphs: ['Quarterly results', 'Revenue up 5%'], notes: 'Mention the card 4111 1111 1111 1111' },
      { paragraphs: ['Q & A'] },
      { paragraphs: ['Thanks'], notes: 'Bye' },
    ]);
    expect(await extract(pptx, 'deck.pptx')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'pptx',
      segments: [
        { text: 'Quarterly results\nRevenue up 5%', scope: 'TEXT', location: 'Slide 1' },
        { text: 'Mention the card 4111 1111 1111 1111', scope: 'TEXT', location: 'Slide 1 notes' },
        { text: 'Q & A', scope: 'TEXT', location: 'Slide 2' },
        { text: 'Thanks', scope: 'TEXT', location: 'Slide 3' },
        { text: 'Bye', scope: 'TEXT', location: 'Slide 3 notes' },
      ],
    });
  });
});
