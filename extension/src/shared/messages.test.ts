import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { browserLocale, serverText, t } from './messages';

describe('messages', () => {
  it('fills values and speaks each language', () => {
    expect(t('en', 'moq', { moq: 2 })).toBe('Minimum order: 2 pcs');
    expect(t('cn', 'moq', { moq: 2 })).toBe('起订量：2 件');
    expect(t('vi', 'moq', { moq: 2 })).toBe('Đặt tối thiểu: 2 cái');
  });

  it("shows the server's key in the panel's language, and the key itself when it has no text", () => {
    expect(serverText('cn', MessageKey.collectTokenInvalid)).toContain('个人中心');
    expect(serverText('vi', MessageKey.collectTokenInvalid)).toContain('Trung tâm cá nhân');
    expect(serverText('en', MessageKey.required)).toBe('This field is required.');
    expect(serverText('en', 'mall.somethingNew')).toBe('The portal refused the request (mall.somethingNew).');
  });

  it('picks the browser language before connecting, Chinese when unknown', () => {
    expect(browserLocale(['vi-VN', 'en'])).toBe('vi');
    expect(browserLocale(['zh-TW'])).toBe('cn');
    expect(browserLocale(['de'])).toBe('cn');
  });
});
