import { useMutation } from '@tanstack/react-query';
import { GOODS_IMAGE_FIELD, goodsImageUploadSchema } from 'shared-contracts/api/goods';
import { apiRequest, http } from 'shared-contracts/http/client';

export type UploadedImage = { key: string; url: string };

/**
 * `POST api/goods/images` (goods:add or goods:edit), multipart: the picture is stored at once and answered
 * with its key, which the goods takes in `imageKeys` when it is saved.
 */
export function uploadGoodsImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append(GOODS_IMAGE_FIELD, file, file.name);
  return apiRequest(goodsImageUploadSchema, http.post('api/goods/images', { body }));
}

export const useUploadGoodsImage = () => useMutation({ mutationFn: uploadGoodsImage });
