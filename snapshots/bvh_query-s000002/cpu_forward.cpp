struct wp_args_bvh_query_s000002 {
    wp::array_t<wp::vec_t<3, wp::float32>> lowers;
    wp::array_t<wp::vec_t<3, wp::float32>> uppers;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::vec_t<3, wp::float32>> d;
    wp::array_t<wp::int32> idx;
    wp::uint64 bvh;
    wp::array_t<wp::int32> out;
    wp::array_t<wp::int32> out1;
};

template <bool wp_linear_contiguous>
static void bvh_query_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_bvh_query_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_bvh_query_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.lowers.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.uppers.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.idx.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::int32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_lowers = _wp_args->lowers;
    wp::array_t<wp::vec_t<3, wp::float32>> var_uppers = _wp_args->uppers;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> var_d = _wp_args->d;
    wp::array_t<wp::int32> var_idx = _wp_args->idx;
    wp::uint64 var_bvh = _wp_args->bvh;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::int32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::bvh_query_t var_7;
    const wp::int32 var_8 = -1;
    const wp::int32 var_9 = 0;
    wp::int32 var_10;
    const wp::int32 var_11 = 1000;
    wp::int32 var_12;
    const wp::int32 var_13 = 0;
    wp::int32 var_14;
    bool var_15;
    const wp::float32 var_16 = INFINITY;
    const wp::int32 var_17 = 1;
    wp::int32 var_18;
    wp::int32* var_19;
    wp::int32 var_20;
    wp::int32 var_21;
    //---------
    // forward
    // def bvh_query_s000002(                                                                 <L 7>
    // i = wp.tid()                                                                           <L 17>
    var_0 = builtin_tid1d();
    // x0 = d[i]                                                                              <L 18>
    var_1 = wp::address(var_d, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // query = wp.bvh_query_ray(bvh, x0, c[i] - x0)                                           <L 19>
    var_4 = wp::address(var_c, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::sub(var_6, var_2);
    var_7 = wp::bvh_query_ray(var_bvh, var_2, var_5, var_8);
    // x1 = wp.int32(0)                                                                       <L 20>
    var_10 = wp::int32(var_9);
    // x2 = wp.int32(1000)                                                                    <L 21>
    var_12 = wp::int32(var_11);
    // index = wp.int32(0)                                                                    <L 22>
    var_14 = wp::int32(var_13);
    // while wp.bvh_query_next(query, index):                                                 <L 23>
    start_while_0:;
    var_15 = wp::bvh_query_ray_next(var_7, var_14, var_16);
    if ((var_15) == false) goto end_while_0;
        // x1 += 1                                                                            <L 24>
        var_18 = wp::add(var_10, var_17);
        // x2 = wp.min(x2, idx[index])                                                        <L 25>
        var_19 = wp::address(var_idx, var_14);
        var_21 = wp::load(var_19);
        var_20 = wp::min(var_12, var_21);
        wp::assign(var_10, var_18);
        wp::assign(var_12, var_20);
    goto start_while_0;
    end_while_0:;
    // out[i] = x1                                                                            <L 26>
    wp::array_store(var_out, var_0, var_10);
    // out1[i] = x2                                                                           <L 27>
    wp::array_store(var_out1, var_0, var_12);
}