// The names a declaration gives its schemas. src/sandbox/openapi/schemas.ts maps each to its zod
// schema of src/api (and the compiler holds the two lists equal), so a bundle that imports a
// declaration carries no zod.

/** Request bodies: named components of the document, converted as zod's input. */
export type InputName =
  | 'ClientTokenRequest'
  | 'OrderEvent'
  | 'RiskRequestA'
  | 'RiskRequestB'
  | 'RiskRequest'
  | 'DeviceSessionRequest'
  | 'IdentityTokenRequest'
  | 'BankAccountRequest'
  | 'ExpiryExtensionRequest'
  | 'QuoteRequest'
  | 'CardTokenRequest'
  | 'BankLinkRequest'
  | 'Buyer'
  | 'ConfirmRequest'
  | 'IdentityAssessRequest'
  | 'DeviceDataRequest'
  | 'PhoneCodeRequest'
  | 'PhoneVerifyRequest'
  | 'TaxIdRequest'
  | 'CaptureRequest'
  | 'EmptyBody'
  | 'ChallengeForm';

/** Answers and events: named components, converted as zod's output. */
export type OutputName =
  | 'ErrorBody'
  | 'ClientTokenResponse'
  | 'Order'
  | 'OrderList'
  | 'Success'
  | 'RiskResponse'
  | 'RiskResponseList'
  | 'IdentityTokenResponse'
  | 'VerificationResult'
  | 'BankAccount'
  | 'DeleteResult'
  | 'Transition'
  | 'OrderState'
  | 'CheckoutSession'
  | 'ExpiryExtension'
  | 'Quote'
  | 'CardToken'
  | 'BankLink'
  | 'PhoneCodeAnswer'
  | 'PhoneVerifyAnswer'
  | 'TaxIdToken'
  | 'IdentityCheck'
  | 'Capture'
  | 'CaptureImage'
  | 'CaptureSubmission'
  | 'Delivery'
  | 'DeliveryList'
  | 'WebhookEvent'
  | 'OpenApiDocument'
  | 'FrameStrings';

/** Path, query and header schemas: written out where they are used, not named components. */
export type InlineName =
  | 'PathId'
  | 'CaptureSide'
  | 'OrderListQuery'
  | 'OrderPageQuery'
  | 'VerificationQuery'
  | 'CustomerListQuery'
  | 'BankAccountQuery'
  | 'DeliveryListQuery'
  | 'FramePageQuery'
  | 'FrameStringsQuery'
  | 'ChallengePageQuery'
  | 'HostedPageQuery'
  | 'LastEventId'
  | 'IdempotencyKey'
  | 'FileName';
