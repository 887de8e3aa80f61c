import { describe, expect, it } from 'vitest';
import { depositNetworkFixture, wireOptionFixture } from '../funds/test-support/funds-fixtures.ts';
import {
  type BankDepositFields,
  bankDepositError,
  type CoinDepositFields,
  chosenNetwork,
  chosenWireId,
  coinDepositError,
  coinDepositRequest,
  firstNetworkChoice,
  networkCurrencies,
  networkProtocols,
  wireDepositRequest,
  withCurrency,
} from './deposit-form.ts';

const networks = [
  depositNetworkFixture({ id: 1, currency_code: 'USDT', protocol_code: 'TRC20', address: 'T1' }),
  depositNetworkFixture({ id: 2, currency_code: 'USDT', protocol_code: 'ERC20', address: '0x2' }),
  depositNetworkFixture({ id: 3, currency_code: 'BTC', protocol_code: 'BTC', address: 'bc1q3' }),
  depositNetworkFixture({ id: 4, currency_code: 'ETH', protocol_code: 'ERC20', address: '0x4' }),
];

const coin: CoinDepositFields = {
  currency: 'USDT',
  protocol: 'ERC20',
  amount: '150.5',
  proof: '/api/common/file/9?signature=x',
};

const bank: BankDepositFields = {
  bankCoin: 'USD',
  wireId: 5,
  amount: '1000',
  proof: '/api/common/file/10?signature=y',
};

describe('network choice', () => {
  it('lists each currency once and the networks of the chosen one', () => {
    expect(networkCurrencies(networks)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(networkProtocols(networks, 'USDT')).toEqual(['TRC20', 'ERC20']);
    expect(networkProtocols(networks, null)).toEqual([]);
    expect(firstNetworkChoice(networks)).toEqual({ currency: 'USDT', protocol: 'TRC20' });
    expect(firstNetworkChoice([])).toEqual({ currency: null, protocol: null });
  });

  it('keeps the network when the new currency has it, else takes the currency’s first', () => {
    expect(withCurrency(networks, coin, 'ETH')).toMatchObject({
      currency: 'ETH',
      protocol: 'ERC20',
    });
    expect(withCurrency(networks, coin, 'BTC')).toMatchObject({ currency: 'BTC', protocol: 'BTC' });
  });

  it('finds the network of a currency and protocol', () => {
    expect(chosenNetwork(networks, coin)?.id).toBe(2);
    expect(chosenNetwork(networks, { currency: 'BTC', protocol: 'ERC20' })).toBeUndefined();
  });
});

describe('coin deposit', () => {
  const context = { networks, minimum: 10 };

  it('asks for a network, then the amount, then the proof', () => {
    const cases: [Partial<CoinDepositFields>, string | null][] = [
      [{ currency: null }, 'chooseNetwork'],
      [{ protocol: 'OMNI' }, 'chooseNetwork'],
      [{ amount: '' }, 'enterRechargeAmount'],
      [{ amount: '0' }, 'enterRechargeAmount'],
      [{ amount: '-5' }, 'enterRechargeAmount'],
      [{ amount: 'ten' }, 'enterRechargeAmount'],
      [{ amount: '9.99' }, 'amountTooSmall'],
      [{ amount: '10' }, null],
      [{ proof: null }, 'uploadProof'],
      [{}, null],
    ];
    for (const [change, error] of cases) {
      expect(coinDepositError({ ...coin, ...change }, context)).toBe(error);
    }
  });

  it('has no minimum when the operator set none', () => {
    expect(coinDepositError({ ...coin, amount: '0.01' }, { networks, minimum: 0 })).toBeNull();
  });

  it('sends the network id as charge_id with its address', () => {
    const network = chosenNetwork(networks, coin);
    if (!network) throw new Error('no network');
    expect(coinDepositRequest(coin, network)).toEqual({
      number: 150.5,
      proofImg: '/api/common/file/9?signature=x',
      address: '0x2',
      charge_id: 2,
    });
  });
});

describe('bank deposit', () => {
  const options = [wireOptionFixture({ id: 5 }), wireOptionFixture({ id: 6 })];

  it('says the fiat account has no payment channel only when none is offered', () => {
    expect(bankDepositError(bank, { options: [], minimum: 0 })).toBe('noPaymentChannel');
    expect(bankDepositError({ ...bank, wireId: null }, { options: [], minimum: 0 })).toBe(
      'noPaymentChannel',
    );
  });

  it('asks to choose an option when several are offered and none is chosen', () => {
    expect(bankDepositError({ ...bank, wireId: null }, { options, minimum: 0 })).toBe(
      'chooseWireOption',
    );
    expect(bankDepositError({ ...bank, wireId: 99 }, { options, minimum: 0 })).toBe(
      'chooseWireOption',
    );
  });

  it('preselects the only option offered, and keeps a pick while it is offered', () => {
    expect(chosenWireId([wireOptionFixture({ id: 5 })], null)).toBe(5);
    expect(chosenWireId(options, null)).toBeNull();
    expect(chosenWireId(options, 6)).toBe(6);
    expect(chosenWireId(options, 99)).toBeNull();
    expect(chosenWireId([], null)).toBeNull();
  });

  it('then asks for the amount and the proof', () => {
    expect(bankDepositError({ ...bank, amount: ' ' }, { options, minimum: 0 })).toBe(
      'enterRechargeAmount',
    );
    expect(bankDepositError({ ...bank, amount: '99' }, { options, minimum: 100 })).toBe(
      'amountTooSmall',
    );
    expect(bankDepositError({ ...bank, proof: null }, { options, minimum: 0 })).toBe('uploadProof');
    expect(bankDepositError(bank, { options, minimum: 100 })).toBeNull();
  });

  it('sends the chosen option as wire_id', () => {
    expect(wireDepositRequest(bank)).toEqual({
      number: 1000,
      proofImg: '/api/common/file/10?signature=y',
      wire_id: 5,
    });
  });
});
