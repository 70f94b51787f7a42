/** Words the simulator writes, one per token (with a leading space). Plain ASCII so that
 * characters, bytes and token counts stay easy to reason about in tests. */
export const VOCABULARY: readonly string[] = Object.freeze(
  (
    'the of and to in is that for it as was with be by on not he this are or his from at which but have an ' +
    'they you were her she there been one all we their has would when if so no will more what up out can ' +
    'only other new some could time these two may first then do any like my now over such our man me even ' +
    'most made after also did many before must through back years where much your way well down should ' +
    'because each just those people how too little state good very make world still own see men work long ' +
    'get here between both life being under never day same another know while last might us great old year ' +
    'off come since against go came right used take three stream token latency buffer cache model request ' +
    'response server client proxy gateway header event chunk delay signal measure budget window sample ' +
    'median tail percentile rate queue batch prefill decode reason answer simple clear steady quick slow ' +
    'river mountain garden window morning evening light water stone paper letter music story question ' +
    'number system process value result method design pattern detail balance moment careful gentle bright'
  ).split(' '),
);
