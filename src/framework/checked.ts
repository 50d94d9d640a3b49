/** Setup and case as two types (docs/design.md, "Setup, then case"). */

declare const checkedMark: unique symbol;
/**
 * A setup `S` that its problem's fromSetup accepted: a case. Only fromSetup (through fromFaults)
 * makes one, so a function that takes a case cannot be handed a setup nobody checked.
 */
export type Checked<S> = S & { readonly [checkedMark]: true };
/**
 * The setup a case of type `C` is checked from: what a text says or a caller builds, before
 * fromSetup. A case is one too (`C |`, which generic code needs to see). Never a place to infer `C` from.
 */
export type SetupOf<C> = NoInfer<C | (C extends Checked<infer S> ? S : never)>;
