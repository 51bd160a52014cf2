import fc from 'fast-check';

/** Strings Postgres accepts in jsonb: any Unicode scalar value but NUL. */
export const jsonbText = fc.string({ unit: 'binary' }).filter((s) => !s.includes('\u0000'));

/**
 * Any JSON value an event store can hold: deep nesting, every double (1e21, 5e-324, -0),
 * keys and strings in any script, emoji, controls. For the audit chain's Node serialisation.
 */
export const jsonbValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    jsonbText,
    fc.array(tie('value')),
    fc.dictionary(jsonbText, tie('value')),
  ),
})).value;
