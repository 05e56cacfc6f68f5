import { parseEditorConfig } from '../../../src/core/config';
import {
  checklistFor,
  checklistPlainText,
  checklistTextParts,
} from '../../../src/core/rules/publishChecklist';

const problemsOf = (publish_checklist: unknown) => {
  const result = parseEditorConfig({ createUrl: '/api/records', publish_checklist });
  return result.ok ? [] : result.problems.map(({ field, message }) => `${field} ${message}`);
};

const ITEM = {
  id: 'no-personal-data',
  text: 'I confirm that the record contains no personal data.',
};

describe('publish_checklist in the deposit form config', () => {
  it('keeps a well-formed checklist as it is', () => {
    const checklist = [
      ITEM,
      {
        id: 'policy',
        text: 'I have read the {link}.',
        link: { href: 'https://repo.test/policy', text: 'deposit policy' },
        in: ['publish'],
      },
      { id: 'terms', text: 'I accept the terms.', link: { href: '/terms', text: 'Terms' } },
    ];
    expect(parseEditorConfig({ createUrl: '/api/records', publish_checklist: checklist })).toEqual({
      ok: true,
      value: { default_locale: 'en', createUrl: '/api/records', publish_checklist: checklist },
    });
  });

  it.each([
    [{ id: 'x' }, ['config.publish_checklist must be an array, got an object']],
    [[ITEM, 'text'], ['config.publish_checklist[1] must be an object, got a string']],
    [[{ text: 'No personal data.' }], ['config.publish_checklist[0].id is required']],
    [
      [{ id: 'x', text: '  ' }],
      ['config.publish_checklist[0].text must be a non-empty string, got a string'],
    ],
    [
      [{ id: 'x', text: 'See the {link}.' }],
      [
        'config.publish_checklist[0].text marks where a link goes ({link}) but the item gives no link',
      ],
    ],
    [
      [{ id: 'x', text: 'See it.', link: { href: 'javascript:alert(1)', text: 'it' } }],
      ['config.publish_checklist[0].link.href must start with http://, https:// or a single /'],
    ],
    [
      [{ id: 'x', text: 'See it.', link: { href: '//evil.test/', text: 'it' } }],
      ['config.publish_checklist[0].link.href must start with http://, https:// or a single /'],
    ],
    [
      [{ id: 'x', text: 'See it.', link: { href: '/policy' } }],
      ['config.publish_checklist[0].link.text is required'],
    ],
    [
      [{ ...ITEM, in: ['publish', 'delete'] }],
      ['config.publish_checklist[0].in[1] must be one of publish, submit-review, got a string'],
    ],
    [[ITEM, { ...ITEM }], ['config.publish_checklist must give each item an id of its own']],
  ])('refuses %j', (checklist, problems) => {
    expect(problemsOf(checklist)).toEqual(problems);
  });
});

describe('the checklist rules', () => {
  const both = { id: 'a', text: 'A.' };
  const publishOnly = { id: 'b', text: 'B.', in: ['publish' as const] };
  const reviewOnly = { id: 'c', text: 'C.', in: ['submit-review' as const] };

  it('gives each confirmation the items meant for it, in order', () => {
    const items = [both, publishOnly, reviewOnly];
    expect(checklistFor(items, 'publish')).toEqual([both, publishOnly]);
    expect(checklistFor(items, 'submit-review')).toEqual([both, reviewOnly]);
    expect(checklistFor(undefined, 'publish')).toEqual([]);
  });

  it('puts the link where the text marks it, or after the text', () => {
    const link = { href: '/policy', text: 'policy' };
    const marked = { id: 'a', text: 'Read the {link} first.', link };
    expect(checklistTextParts(marked)).toEqual({ before: 'Read the ', after: ' first.' });
    expect(checklistPlainText(marked)).toBe('Read the policy first.');
    expect(checklistPlainText({ id: 'b', text: 'Read it:', link })).toBe('Read it: policy');
  });
});
