import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { detailFixture, dictFixture } from '../test/dict-test-server';
import {
  detailFormResolver, detailToValues, dictFormResolver, dictToValues, newDetailValues, newDictValues, toDetailBody,
} from './dict-form';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('dictionary form', () => {
  it('sends a new dictionary without an id and an edited one with it', async () => {
    const created = await dictFormResolver({ ...newDictValues(), name: 'order_status' }, undefined, options);
    expect(created.values).toEqual({ name: 'order_status', description: null });
    const edited = await dictFormResolver(dictToValues(dictFixture(4, 'pay', '付款')), undefined, options);
    expect(edited.values).toEqual({ id: 4, name: 'pay', description: '付款' });
  });

  it('refuses names the contract refuses, with its message keys', async () => {
    expect((await dictFormResolver({ name: '', description: '' }, undefined, options)).errors.name?.message).toBe(MessageKey.dictNameRequired);
    expect((await dictFormResolver({ name: '1st', description: '' }, undefined, options)).errors.name?.message).toBe(MessageKey.dictNameInvalid);
  });
});

describe('entry form', () => {
  it('maps the form to the body: the owning dictionary as {id}, only the filled translations', () => {
    const values = { ...newDetailValues(3), label: '已完成', labelI18n: { en: 'Completed', vi: '  ' }, value: '11', dictSort: 5 };
    expect(toDetailBody(values)).toEqual({ dict: { id: 3 }, label: '已完成', labelI18n: { en: 'Completed' }, value: '11', dictSort: 5 });
  });

  it('round-trips a saved entry, with its id for the update', async () => {
    const detail = detailFixture(7, 3, '待付定金', '1', { en: 'Deposit to be paid', vi: 'Chờ thanh toán tiền cọc' });
    const result = await detailFormResolver(detailToValues(detail), undefined, options);
    expect(result.values).toEqual({
      id: 7, dict: { id: 3 }, label: '待付定金', labelI18n: { en: 'Deposit to be paid', vi: 'Chờ thanh toán tiền cọc' }, value: '1', dictSort: 7,
    });
  });

  it('requires label and value and a whole sort number', async () => {
    const result = await detailFormResolver({ ...newDetailValues(3), dictSort: Number.NaN }, undefined, options);
    expect(result.errors.label?.message).toBe(MessageKey.dictLabelRequired);
    expect(result.errors.value?.message).toBe(MessageKey.dictValueRequired);
    expect(result.errors.dictSort?.message).toBe(MessageKey.invalidNumber);
  });
});
