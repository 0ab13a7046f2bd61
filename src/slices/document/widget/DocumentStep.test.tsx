import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../../api/errors.js';
import type { CheckoutModel } from '../../../checkout/model.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { strings } from '../../../checkout/strings.js';
import {
  checks,
  type FakeService,
  type IdentityStep,
  session,
  stateWith,
  stateWithIdentity,
} from '../../../checkout/testing/fakeService.js';
import { loadedModel, settle } from '../../../checkout/testing/setup.js';
import type { IdentityFailure, IdentityReason } from '../api/identityCheck.js';
import { DocumentStep } from './DocumentStep.js';
import { documentStrings as t } from './strings.js';
import { documentStub } from './testing/DocumentFrameStub.js';

vi.mock('./DocumentFrame.js', () => import('./testing/DocumentFrameStub.js'));
vi.mock(
  '../../card/widget/CardFrame.js',
  () => import('../../card/widget/testing/CardFrameStub.js'),
);
vi.mock(
  '../../taxId/widget/TaxIdFrame.js',
  () => import('../../taxId/widget/testing/TaxIdFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => {
  model?.dispose();
  model = undefined;
  documentStub.failure = null;
  documentStub.calls = 0;
  documentStub.onSubmit = null;
});

const withIdentity = () =>
  session({ checks: checks({ phone: false, taxId: false, identity: true }) });

/** The buyer continues from the details; the service's assessment answers `steps`. */
async function atDocument(steps: IdentityStep[] = ['required'], reason?: IdentityReason) {
  const made = await loadedModel({ session: withIdentity() });
  model = made.model;
  made.service.setState(stateWithIdentity(steps, reason));
  await model.next();
  expect(model.step.value).toBe('document');
  render(<DocumentStep model={model} />);
  return made;
}

/** The order feed brings the identity check after `steps`. */
async function feed(service: FakeService, steps: IdentityStep[]) {
  service.lastStream()?.send(stateWithIdentity(steps));
  await settle();
}

const button = (name: string) => screen.getByRole('button', { name });
const continueButton = () => screen.queryByRole('button', { name: 'Continue to payment' });
const sendButton = () => screen.queryByRole('button', { name: t.send });

describe('DocumentStep: asking for the document', () => {
  it('says why in plain words for a medium risk, with the frame and Continue', async () => {
    await atDocument(['required'], 'risk_medium');
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your identity' })).toBeTruthy();
    expect(screen.getByText(t.why.risk_medium)).toBeTruthy();
    const frame = screen.getByTitle(t.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('allow')).toBe('camera');
    expect(sendButton()).toBeTruthy();
    expect(button('Back')).toBeTruthy();
  });

  it('words it differently for a high risk', async () => {
    await atDocument(['required'], 'risk_high');
    expect(screen.getByText(t.why.risk_high)).toBeTruthy();
    expect(screen.queryByText(t.why.risk_medium)).toBeNull();
  });

  it('is skipped when the assessment asks for nothing', async () => {
    const made = await loadedModel({ session: withIdentity() });
    model = made.model;
    made.service.setState({
      ...stateWith([]),
      identity: { required: false, status: 'not_required', attemptsLeft: 3, history: [] },
    });
    await model.next();
    expect(model.step.value).toBe('payment');
  });
});

describe('DocumentStep: the verification', () => {
  it('shows and announces the check while the verifier works, with focus on it', async () => {
    const { service } = await atDocument();
    documentStub.onSubmit = () => service.setState(stateWithIdentity(['required', 'submitted']));
    fireEvent.click(sendButton()!);
    await feed(service, ['required', 'submitted']);
    const status = screen.getByText(t.checking).closest('[aria-live]') as HTMLElement;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect(model?.announcement.value).toBe(purchaseStrings.document.checking);
    expect(screen.queryByTitle(t.frameTitle)).toBeNull();
    expect(continueButton()).toBeNull();
    expect(sendButton()).toBeNull();
    expect(documentStub.calls).toBe(1);
  });

  it('goes on to payment once the document is verified', async () => {
    const { service } = await atDocument();
    fireEvent.click(sendButton()!);
    await feed(service, ['required', 'submitted']);
    await feed(service, ['required', 'submitted', 'verified']);
    await waitFor(() => expect(model?.step.value).toBe('payment'));
    expect(model?.announcement.value).toBe(purchaseStrings.document.verified);
  });

  it('says it in the words of the buyer’s language, written in after the step loaded', async () => {
    const { service } = await atDocument();
    const words = purchaseStrings.document as { verified: string };
    const english = words.verified;
    // The locale loader writes a language into the catalog in place, possibly after this step's
    // model was imported.
    words.verified = 'Identität bestätigt.';
    try {
      fireEvent.click(sendButton()!);
      await feed(service, ['required', 'submitted', 'verified']);
      await waitFor(() => expect(model?.announcement.value).toBe('Identität bestätigt.'));
    } finally {
      words.verified = english;
    }
  });

  it('says a verified document and offers Continue to payment (a capture sent before a reload)', async () => {
    const { service } = await atDocument(['required', 'submitted']);
    expect(screen.getByText(t.checking)).toBeTruthy();
    await feed(service, ['required', 'submitted', 'verified']);
    const panel = screen.getByText(t.verified).parentElement as HTMLElement;
    expect(document.activeElement).toBe(panel);
    expect(model?.announcement.value).toBe(purchaseStrings.document.verified);
    fireEvent.click(continueButton()!);
    await waitFor(() => expect(model?.step.value).toBe('payment'));
  });

  it.each<[IdentityFailure, string]>([
    ['image_unreadable', t.failures.image_unreadable],
    ['document_expired', t.failures.document_expired],
    ['face_mismatch', t.failures.face_mismatch],
  ])('says what to do after %s, with the attempts left and Try again', async (failure, text) => {
    const { service } = await atDocument();
    fireEvent.click(sendButton()!);
    await feed(service, ['required', 'submitted', `failed:${failure}`]);
    const panel = screen.getByText(text).parentElement as HTMLElement;
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText('You can try 2 more times.')).toBeTruthy();
    expect(model?.announcement.value).toBe(purchaseStrings.document.failed);
    expect(button('Try again')).toBeTruthy();
    expect(continueButton()).toBeNull();
    expect(sendButton()).toBeNull();
    expect(screen.queryByTitle(t.frameTitle)).toBeNull();
  });

  it('counts the last attempt in the singular', async () => {
    await atDocument([
      'required',
      'submitted',
      'failed:image_unreadable',
      'submitted',
      'failed:face_mismatch',
    ]);
    expect(screen.getByText('You can try 1 more time.')).toBeTruthy();
  });

  it('Try again shows the frame for a new capture and moves focus to it', async () => {
    const { service } = await atDocument();
    fireEvent.click(sendButton()!);
    await feed(service, ['required', 'submitted', 'failed:face_mismatch']);
    fireEvent.click(button('Try again'));
    const frame = await screen.findByTitle(t.frameTitle);
    expect(document.activeElement).toBe(frame);
    expect(sendButton()).toBeTruthy();
    fireEvent.click(sendButton()!);
    await waitFor(() => expect(documentStub.calls).toBe(2));
    await feed(service, ['required', 'submitted', 'failed:face_mismatch', 'submitted', 'verified']);
    await waitFor(() => expect(model?.step.value).toBe('payment'));
  });

  it('offers no Try again for a forged document (the service cancels the order)', async () => {
    await atDocument(['required', 'submitted', 'failed:document_forged']);
    expect(screen.getByText(t.failures.document_forged)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a failure of the service in an alert and stays', async () => {
    documentStub.failure = new NftCheckoutError('SERVER', 'upload failed');
    await atDocument();
    fireEvent.click(sendButton()!);
    expect((await screen.findByRole('alert')).textContent).toBe(strings.serviceErrors.SERVER);
    expect(model?.step.value).toBe('document');
  });
});

describe('DocumentStep: keyboard', () => {
  it('has labelled native buttons, each reachable by Tab and operable', async () => {
    const { service } = await atDocument();
    const controls = () =>
      screen.getAllByRole('button').map((element) => element as HTMLButtonElement);
    const check = () => {
      for (const control of controls()) {
        expect(control.tagName).toBe('BUTTON');
        expect(control.type).toBe('button');
        expect(control.textContent?.trim()).not.toBe('');
        expect(control.tabIndex).toBe(0);
        expect(control.disabled).toBe(false);
        control.focus();
        expect(document.activeElement).toBe(control);
      }
    };
    check();
    fireEvent.click(sendButton()!);
    await feed(service, ['required', 'submitted', 'failed:image_unreadable']);
    expect(controls().map((control) => control.textContent)).toEqual(['Back', 'Try again']);
    check();
  });
});
