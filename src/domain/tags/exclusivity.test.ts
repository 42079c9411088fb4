import { describe, expect, it } from 'vitest';
import { noteTagsDefault } from '../settings/noteTags.js';
import { disabledTags, tagSelectionProblem } from './exclusivity.js';

describe('tag exclusivity by type code', () => {
  it.each([
    { selected: [], disabled: [] },
    { selected: ['Complaint'], disabled: ['Complaint-Order-Status'] },
    { selected: ['Complaint-Order-Status'], disabled: ['Complaint'] },
    { selected: ['Call', 'Visit'], disabled: [] },
    { selected: ['Damaged-Boxes', 'Damaged-Cigars'], disabled: [] },
  ])('choosing $selected disables $disabled', ({ selected, disabled }) => {
    expect([...disabledTags(noteTagsDefault, selected)].sort()).toEqual(disabled);
  });

  it.each([
    { selected: ['Call', 'Email', 'Damaged-Boxes'], problem: null },
    {
      selected: ['Complaint', 'Complaint-Order-Status'],
      problem: 'The tags Complaint and Complaint-Order-Status cannot be chosen together',
    },
    { selected: ['Nope'], problem: 'Unknown tag: Nope' },
    { selected: ['Call', 'Call'], problem: null },
  ])('checks $selected', ({ selected, problem }) => {
    expect(tagSelectionProblem(noteTagsDefault, selected)).toBe(problem);
  });

  it('works for any tag list, such as order tags', () => {
    const tags = [
      { label: 'Rush', typeCode: 1 },
      { label: 'Hold', typeCode: 1 },
      { label: 'Gift', typeCode: 2 },
    ];
    expect([...disabledTags(tags, ['Hold'])]).toEqual(['Rush']);
  });
});
