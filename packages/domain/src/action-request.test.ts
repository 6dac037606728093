import { describe, expect, it } from 'vitest';
import { checkActionRequest, MAX_ACTION_BODY_BYTES, type ActionRequest } from './action-request.ts';

const ACTION = '409304498045269a557abd15eb0332db0e5dc5ce04';
const base: ActionRequest = {
  actionId: ACTION,
  contentType: 'text/plain;charset=UTF-8',
  size: 10,
  text: '[]',
  isPublicAction: (id) => id === ACTION,
};
const status = (r: Partial<ActionRequest>) => {
  const v = checkActionRequest({ ...base, ...r });
  return v.ok ? 'ok' : v.status;
};

describe('server-action guard', () => {
  it('lets through what the site client sends', () => {
    expect(
      status({
        text: JSON.stringify([
          { nonce: 'n', client: { name: '$$dollar text' }, extra: '$undefined' },
          'es',
        ]),
      }),
    ).toBe('ok');
    // The corporate form with JavaScript: a FormData argument after the previous state.
    expect(
      status({
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [
          ['_1_company', '$ cheap'],
          ['0', '[{"status":"idle"},"$K1"]'],
        ],
      }),
    ).toBe('ok');
    // …and without JavaScript: the bound action and its state.
    expect(
      status({
        actionId: null,
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', `{"id":"${ACTION}","bound":"$@1"}`],
          ['$ACTION_1:1', '[{}]'],
          ['company', '$x'],
        ],
      }),
    ).toBe('ok');
  });

  it('refuses references that point nowhere or that the client never sends (they are 500s inside Next.js)', () => {
    for (const ref of ['$F1', '$Q1', '$@1', '$n12', '$W1', '$T', '$Bxyz', '$h1'])
      expect(status({ text: JSON.stringify([ref]) })).toBe(400);
    expect(status({ text: JSON.stringify([{ deep: { deeper: ['$F0'] } }]) })).toBe(400);
    expect(
      status({
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['0', '["$@5"]']],
      }),
    ).toBe(400);
    expect(
      status({
        actionId: null,
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['$ACTION_1:0', `{"id":"${ACTION}","bound":"$@9"}`]],
      }),
    ).toBe(400);
  });

  it('refuses bodies that are not a JSON array of arguments', () => {
    for (const text of ['not json', '{"a":1}', '"str"', '', '['.repeat(40) + ']'.repeat(40)])
      expect(status({ text })).toBe(400);
    expect(
      status({ contentType: 'multipart/form-data; boundary=x', text: undefined, fields: null }),
    ).toBe(400);
    expect(
      status({
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['0', '{nope']],
      }),
    ).toBe(400);
    expect(
      status({
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['a', 'b']],
      }),
    ).toBe(400);
    expect(
      status({
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['0', '-3.2e-228']],
      }),
    ).toBe(400);
  });

  it('only the site actions are endpoints, not the "use cache" functions', () => {
    expect(status({ actionId: 'c0f1882158c6e6020511cb762b7a2ec8fc40e4eb13' })).toBe(404);
    expect(
      status({
        actionId: null,
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['$ACTION_ID_c0f1882158c6e6020511cb762b7a2ec8fc40e4eb13', '']],
      }),
    ).toBe(404);
  });

  it('refuses large bodies and other content types', () => {
    expect(status({ size: MAX_ACTION_BODY_BYTES + 1 })).toBe(413);
    expect(status({ contentType: 'application/x-www-form-urlencoded' })).toBe(415);
  });

  it('leaves POSTs that are not actions to the page', () => {
    expect(status({ actionId: null, text: 'anything' })).toBe('ok');
    expect(
      status({
        actionId: null,
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['q', '$F1']],
      }),
    ).toBe('ok');
  });

  it('refuses an action whose Origin is not the host Next.js compares it with: 403, not the 500 Next.js responds with', () => {
    expect(status({ origin: 'http://shop.example', host: 'shop.example' })).toBe('ok');
    expect(status({ origin: null, host: 'shop.example' })).toBe('ok');
    expect(status({ origin: 'http://evil.example', host: 'shop.example' })).toBe(403);
    expect(status({ origin: 'null', host: 'shop.example' })).toBe(403);
    expect(status({ origin: 'not a url', host: 'shop.example' })).toBe(403);
    expect(status({ origin: 'http://shop.example', host: null })).toBe(403);
    // A form posted without JavaScript is an action too.
    expect(
      status({
        actionId: null,
        origin: 'http://evil.example',
        host: 'shop.example',
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [[`$ACTION_ID_${ACTION}`, '']],
      }),
    ).toBe(403);
  });

  it('refuses an argument list that does not fit the action (objects whose toString is not a function, wrong types, wrong arity)', () => {
    const named = (name: string, args: unknown) =>
      status({ nameOf: () => name, text: JSON.stringify(args) });
    expect(named('payWithCard', ['r-1', { number: '4111' }, 'es'])).toBe('ok');
    expect(named('checkPayment', ['r-1', 'ref-9'])).toBe('ok');
    expect(named('loadPreferences', [{ kind: 'link', value: 'abc.def' }, 'en'])).toBe('ok');
    expect(named('paymentMethods', [])).toBe('ok');
    for (const name of [
      'payWithCard',
      'checkPayment',
      'confirmReservation',
      'finishPaypal',
      'payWithPaypal',
    ]) {
      expect(named(name, [{ toString: 'x' }])).toBe(400);
      expect(named(name, [{ valueOf: 'x', toJSON: 'y' }, 'x', 'es'])).toBe(400);
    }
    expect(named('confirmReservation', ['r-1', 'extra'])).toBe(400);
    expect(named('checkPayment', ['r-1', 7])).toBe(400);
    expect(named('loadPreferences', [{ kind: 'root', value: 'x' }, 'en'])).toBe(400);
    // With JavaScript, a multipart body's root part is the argument list.
    expect(
      status({
        nameOf: () => 'confirmReservation',
        contentType: 'multipart/form-data; boundary=x',
        text: undefined,
        fields: [['0', '[{"toString":"x"}]']],
      }),
    ).toBe(400);
    // Actions not listed (the corporate form's FormData) are left to their own validation.
    expect(named('submitCorporateLead', [{ toString: 'x' }])).toBe('ok');
  });
});
