// Test-only: auth responses in each aggregator's own layout, as a merchant would pass them on.
export const plaidAuth = {
  accounts: [
    { account_id: 'other', name: 'Savings', subtype: 'savings', type: 'depository' },
    {
      account_id: 'acc-1',
      name: 'Plaid Checking',
      official_name: 'Plaid Gold Standard 0% Interest Checking',
      subtype: 'checking',
      type: 'depository',
      mask: '0000',
    },
  ],
  numbers: {
    ach: [
      {
        account_id: 'acc-1',
        account: '1111222233330000',
        routing: '011401533',
        wire_routing: '021000021',
      },
      { account_id: 'other', account: '9999', routing: '021000021' },
    ],
  },
  item: { institution_id: 'ins_109508', institution_name: 'First Platypus Bank' },
};

export const yodleeAuth = {
  account: [
    {
      CONTAINER: 'bank',
      accountName: 'TESTDATA',
      displayedName: 'Dag Checking Plus',
      accountType: 'CHECKING',
      providerName: 'Dag Site',
      fullAccountNumberList: { paymentAccountNumber: '503-1123' },
      bankTransferCode: [
        { id: '999988181', type: 'BSB' },
        { id: '110000000', type: 'ROUTING_NUMBER' },
      ],
    },
  ],
};

export const finicityAuth = {
  routingNumber: '021000021',
  realAccountNumber: 2000004567,
  name: 'Checking',
  type: 'checking',
  institutionName: 'FinBank',
};
