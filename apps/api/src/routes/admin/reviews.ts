import { envelope, idParams, reviewList, reviewListQuery, reviewRecord, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  deleteReview,
  getReview,
  listReviews,
  setReviewApproved,
} from '../../modules/content/reviews.service.ts';

const tags = ['admin content'];
const security = [{ bearer: [] }];

/** Site reviews (SPEC 2 settings/reviews): list, approve, unapprove, delete. */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Reviews, newest first, with search, approved and rating filters',
        querystring: reviewListQuery,
        response: { 200: envelope(reviewList) },
      },
    },
    async (request) => ({ data: await listReviews(db, request.query) }),
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One review',
        params: idParams,
        response: { 200: envelope(reviewRecord) },
      },
    },
    async (request) => ({ data: await getReview(db, request.params.id) }),
  );

  for (const [action, approved] of [
    ['approve', true],
    ['unapprove', false],
  ] as const) {
    app.post(
      `/reviews/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: approved ? 'Approves a review: the storefront shows it' : 'Hides an approved review again',
          params: idParams,
          response: { 200: envelope(reviewRecord) },
        },
      },
      async (request) => ({
        data: await setReviewApproved(db, request.params.id, approved),
        message: translate(request.lang, approved ? 'notices.reviewApproved' : 'notices.reviewUnapproved'),
      }),
    );
  }

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a review',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteReview(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
