import { describe, expect, it } from 'vitest';
import { labelInNameMisses } from 'shared-contracts/test-support/label-in-name';
import { backupMessages } from '../features/maint-backups/messages';
import { deployPageMessages } from '../features/maint-deploy/messages';
import { goodsMessages } from '../features/mall-goods/messages';
import { interestMessages } from '../features/mall-interests/messages';
import { mallSharedMessages } from '../features/mall-shared/messages';
import { sourcingMessages } from '../features/mall-sourcing/messages';
import { logPageMessages } from '../features/monitor-logs/messages';
import { onlinePageMessages } from '../features/monitor-online/messages';
import { opsOrderMessages } from '../features/ops-orders/messages';
import { paymentReviewMessages } from '../features/ops-payments/messages';
import { refundReviewMessages } from '../features/ops-refunds/messages';
import { shippingMessages } from '../features/ops-shipping/messages';
import { opsStockMessages } from '../features/ops-stock/messages';
import { userMessages } from '../features/system-users/messages';
import { remotesPageMessages } from '../features/tools-remotes/messages';
import { storageFileMessages } from '../features/tools-storage/messages';
import { taskMessages } from '../features/tools-tasks/messages';
import { adminPageMessages } from './admin-page-messages';

const messages = adminPageMessages(
  backupMessages, deployPageMessages, goodsMessages, interestMessages, mallSharedMessages, sourcingMessages,
  logPageMessages, onlinePageMessages, opsOrderMessages, paymentReviewMessages, refundReviewMessages, shippingMessages,
  opsStockMessages, userMessages, remotesPageMessages, storageFileMessages, taskMessages,
);

/** Buttons and links that show a word and carry a fuller name of their own: [their aria-label, what they show]. */
const CONTROLS: ReadonlyArray<readonly [string, string]> = [
  ['admin.row.editOf', 'admin.row.edit'], ['admin.row.deleteOf', 'admin.row.delete'],
  ['admin.system.user.resetOf', 'admin.system.user.reset'],
  ['admin.tools.backup.downloadOf', 'admin.tools.backup.download'], ['admin.tools.backup.restoreOf', 'admin.tools.backup.restore'],
  ['admin.tools.backup.deleteOf', 'admin.row.delete'],
  ['admin.tools.deploy.activateOf', 'admin.tools.deploy.activate'], ['admin.tools.deploy.canaryOf', 'admin.tools.deploy.canary'],
  ['admin.tools.remotes.rollbackOf', 'admin.tools.deploy.rollback'],
  ['admin.mall.goods.publishOf', 'admin.mall.goods.publish'], ['admin.mall.goods.sku.removeOf', 'admin.mall.goods.sku.remove'],
  ['admin.mall.goodsPicker.chooseOf', 'admin.mall.goodsPicker.choose'],
  ['admin.mall.interest.handleOf', 'admin.mall.interest.handle'],
  ['admin.mall.sourcing.completeOf', 'admin.mall.sourcing.complete'], ['admin.mall.sourcing.rejectOf', 'admin.mall.sourcing.reject'],
  ['admin.monitor.online.kickOf', 'admin.monitor.online.kick'],
  ['admin.monitor.log.detailsOf', 'admin.monitor.log.details'], ['admin.monitor.log.stackOf', 'admin.monitor.log.stackButton'],
  ['admin.ops.orders.detailsOf', 'admin.ops.orders.details'], ['admin.ops.orders.acceptOf', 'admin.ops.orders.accept'],
  ['admin.ops.orders.refuseOf', 'admin.ops.orders.refuse'], ['admin.ops.orders.correctOf', 'admin.ops.orders.correct'],
  ['admin.ops.orders.sourcePageOf', 'admin.ops.orders.sourcePage'],
  ['admin.ops.payments.openOf', 'admin.ops.payments.open'], ['admin.ops.refunds.openOf', 'admin.ops.refunds.open'],
  ['admin.ops.shipping.openOf', 'admin.ops.shipping.open'], ['admin.ops.shipping.shipOf', 'admin.ops.shipping.ship'],
  ['admin.ops.shipping.deliverOf', 'admin.ops.shipping.deliver'],
  ['admin.ops.stock.detailsOf', 'admin.ops.stock.details'], ['admin.ops.stock.recordOf', 'admin.ops.stock.record'],
  ['admin.ops.stock.completeOf', 'admin.ops.stock.complete'],
  ['admin.tools.storage.downloadOf', 'admin.tools.storage.download'],
  ['admin.tools.timing.resumeOf', 'admin.tools.timing.resume'], ['admin.tools.timing.pauseOf', 'admin.tools.timing.pause'],
  ['admin.tools.timing.runNowOf', 'admin.tools.timing.runNow'], ['admin.tools.timing.logOf', 'admin.tools.timing.log'],
];

describe('row and card buttons of the admin pages', () => {
  // WCAG 2.5.3 (axe: label-content-name-mismatch): a speech user presses a button by saying the word it shows.
  it('hold the words they show in the names they are given, in en, cn and vi', () => {
    expect(labelInNameMisses(messages, CONTROLS)).toEqual([]);
  });
});
