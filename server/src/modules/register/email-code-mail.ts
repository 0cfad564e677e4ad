import { EMAIL_CODE_TTL_SECONDS } from 'shared-contracts/api/auth';
import type { Mail } from '../../plugins/app/mailer';
import type { EmailScene } from './email-code';

const minutes = Math.round(EMAIL_CODE_TTL_SECONDS / 60);

const purpose: Record<EmailScene, { en: string; vi: string; cn: string }> = {
  register: {
    en: 'to register your account on the procurement portal',
    vi: 'để đăng ký tài khoản trên cổng thu mua',
    cn: '注册采购服务平台账号',
  },
  changeEmail: {
    en: 'to change the e-mail address of your procurement portal account',
    vi: 'để thay đổi địa chỉ email của tài khoản trên cổng thu mua',
    cn: '更换采购服务平台账号的邮箱',
  },
};

/**
 * One mail in the three languages of the portal: the address alone does not tell which language its
 * owner reads, and the code is what matters, so it stands on a line of its own in each part.
 */
export function emailCodeMail(to: string, scene: EmailScene, code: string): Mail {
  const p = purpose[scene];
  const body = [
    `Your verification code ${p.en} is:`,
    '',
    `    ${code}`,
    '',
    `It is valid for ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail;`,
    'nothing happens without the code. Our staff will never ask you for it.',
    '',
    '----------------------------------------',
    '',
    `Mã xác minh ${p.vi} của bạn là:`,
    '',
    `    ${code}`,
    '',
    `Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần. Nếu bạn không yêu cầu mã này, vui lòng bỏ qua email;`,
    'không có mã thì không thao tác nào được thực hiện. Nhân viên của chúng tôi sẽ không bao giờ hỏi mã này.',
    '',
    '----------------------------------------',
    '',
    `您正在${p.cn}，验证码为：`,
    '',
    `    ${code}`,
    '',
    `验证码 ${minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件；没有验证码，任何操作都不会生效。`,
    '工作人员不会向您索取验证码。',
  ].join('\n');
  return { to, subject: 'Verification code · Mã xác minh · 验证码', body };
}
