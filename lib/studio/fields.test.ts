import { z } from 'zod';
import { field, fieldsOf, listed } from './fields';

const sample = fieldsOf(
  'sample',
  {
    heading: field.text('Heading', { max: 20, maxMessage: 'Too long.', missing: 'Give a heading.', always: true }),
    body: field.html('Body', { max: 100, maxMessage: 'Too large.', missing: 'Write a body.' }),
    points: field.lines('Points', { points: 2, pointMax: 5, message: 'Two short points at most.', rows: 3 }),
    starts: field.moment('Starts (UTC)', { invalid: 'Give a time.' }),
    shown: field.check('Shown'),
    colour: field.choice('Colour', { input: z.enum(['red', 'blue'], { message: 'Pick a colour.' }), empty: 'red', options: listed(['red', 'blue'], { red: 'Red' }) }),
  },
  (content, ctx, stage) => {
    if (stage === 'publish' && content.shown && content.points.length === 0) ctx.addIssue({ code: 'custom', message: 'A shown item has points.', path: ['points'] });
  },
);

describe('fields as configuration', () => {
  test('the form posts text; parsing gives the stored values, or the first message', () => {
    expect(sample.parse({ heading: ' H ', body: '<p>B</p>', points: 'a\r\n\r\nb', starts: '2027-01-02T03:04', shown: 'on', colour: 'blue' })).toEqual({
      ok: true,
      value: { kind: 'sample', heading: 'H', body: '<p>B</p>', points: ['a', 'b'], starts: '2027-01-02T03:04:00.000Z', shown: true, colour: 'blue' },
    });
    const whole = { heading: 'H', body: '<p>B</p>', colour: 'red' };
    expect(sample.parse({ ...whole, heading: '' })).toEqual({ ok: false, message: 'Give a heading.', field: 'heading' });
    expect(sample.parse({ ...whole, colour: 'green' })).toEqual({ ok: false, message: 'Pick a colour.', field: 'colour' });
    expect(sample.parse({ ...whole, points: 'a\nb\nc' })).toEqual({ ok: false, message: 'Two short points at most.', field: 'points' });
    expect(sample.parse({ ...whole, starts: '2027-02-30T10:00' })).toEqual({ ok: false, message: 'Give a time.', field: 'starts' });
    expect(sample.parse({ ...whole, shown: 'on' })).toEqual({ ok: false, message: 'A shown item has points.', field: 'points' });
  });

  test('a draft needs only its heading; what it gives is checked; publishing needs every required field', () => {
    expect(sample.parse({ heading: 'H' }, 'draft')).toEqual({ ok: true, value: { kind: 'sample', heading: 'H', body: '', points: [], starts: '', shown: false, colour: 'red' } });
    expect(sample.parse({ heading: 'H', shown: 'on' }, 'draft')).toMatchObject({ ok: true, value: { shown: true } });
    expect(sample.parse({ heading: ' ' }, 'draft')).toEqual({ ok: false, message: 'Give a heading.', field: 'heading' });
    expect(sample.parse({ heading: 'H', colour: 'green' }, 'draft')).toEqual({ ok: false, message: 'Pick a colour.', field: 'colour' });
    expect(sample.parse({ heading: 'H', starts: 'soon' }, 'draft')).toEqual({ ok: false, message: 'Give a time.', field: 'starts' });
    expect(sample.parse({ heading: 'H', colour: 'red' })).toEqual({ ok: false, message: 'Write a body.', field: 'body' });
    expect(sample.parse({ heading: 'H' })).toEqual({ ok: false, message: 'Write a body.', field: 'body' });
  });

  test('HTML with no text and no image is an empty body: a draft keeps it empty, publishing asks for it', () => {
    for (const blank of ['<p></p>', '<p><br></p>', ' <p>&nbsp;</p> ']) {
      expect(sample.parse({ heading: 'H', body: blank }, 'draft')).toMatchObject({ ok: true, value: { body: '' } });
      expect(sample.parse({ heading: 'H', body: blank, colour: 'red' })).toEqual({ ok: false, message: 'Write a body.', field: 'body' });
    }
    expect(sample.parse({ heading: 'H', body: '<p><img src="/images/blogs/x.jpg" alt=""></p>', colour: 'red' })).toMatchObject({ ok: true });
  });

  test('the names come from the fields; a posted form is read by them alone', () => {
    expect(sample.names).toEqual(['heading', 'body', 'points', 'starts', 'shown', 'colour']);
    const form = new FormData();
    form.set('heading', 'H');
    form.set('role', 'admin');
    form.append('points', new File(['x'], 'x.txt'));
    expect(sample.valuesFrom(form)).toEqual({ heading: 'H', body: '', points: '', starts: '', shown: '', colour: '' });
  });

  test('a stored draft shows in the form as it was typed', () => {
    expect(sample.toForm({ kind: 'sample', heading: 'H', body: '<p>B</p>', points: ['a', 'b'], starts: '2027-01-02T03:04:00.000Z', shown: true, colour: 'blue' })).toEqual({
      heading: 'H',
      body: '<p>B</p>',
      points: 'a\nb',
      starts: '2027-01-02T03:04:00',
      shown: 'on',
      colour: 'blue',
    });
  });

  test('a draft older than a field reads with its empty value; a value of the wrong shape too', () => {
    expect(sample.read({ heading: 'Old', points: 'not a list', shown: 'yes' })).toEqual({ kind: 'sample', heading: 'Old', body: '', points: [], starts: '', shown: false, colour: 'red' });
    expect(sample.read({})).toEqual({ kind: 'sample', heading: '', body: '', points: [], starts: '', shown: false, colour: 'red' });
  });

  test('the browser is told how to show each field and its choices, never its schema', async () => {
    const views = await sample.views();
    expect(views.map((view) => view.name)).toEqual(sample.names);
    expect(views.find((view) => view.name === 'colour')).toMatchObject({ control: 'choice', required: true, group: true, options: { values: ['red', 'blue'], labels: { red: 'Red' } } });
    expect(views.find((view) => view.name === 'heading')).toMatchObject({ control: 'text', required: true, always: true, maxLength: 20 });
    expect(views.find((view) => view.name === 'body')).toMatchObject({ control: 'html', required: true });
    expect(views.find((view) => view.name === 'body')?.always).toBeUndefined();
    for (const view of views) expect(Object.keys(view)).not.toEqual(expect.arrayContaining(['input']));
    expect(JSON.parse(JSON.stringify(views))).toEqual(JSON.parse(JSON.stringify(views)));
  });
});
