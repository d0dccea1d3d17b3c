struct wp_args_bvh_query_s000000 {
    wp::array_t<wp::vec_t<3, wp::float32>> lowers;
    wp::array_t<wp::vec_t<3, wp::float32>> uppers;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::vec_t<3, wp::float32>> d;
    wp::uint64 bvh;
    wp::array_t<wp::int32> out;
    wp::array_t<wp::int32> out1;
};

template <bool wp_linear_contiguous>
static void bvh_query_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_bvh_query_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_bvh_query_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.lowers.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.uppers.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
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
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::bvh_query_t var_10;
    const wp::int32 var_11 = -1;
    const wp::int32 var_12 = 0;
    wp::int32 var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    const wp::int32 var_16 = 0;
    wp::int32 var_17;
    bool var_18;
    const wp::float32 var_19 = INFINITY;
    const wp::int32 var_20 = 1;
    wp::int32 var_21;
    const wp::int32 var_22 = 1;
    const wp::int32 var_23 = 31;
    wp::int32 var_24;
    wp::int32 var_25;
    wp::int32 var_26;
    //---------
    // forward
    // def bvh_query_s000000(                                                                 <L 7>
    // i = wp.tid()                                                                           <L 16>
    var_0 = builtin_tid1d();
    // x0 = c[i]                                                                              <L 17>
    var_1 = wp::address(var_c, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // query = wp.bvh_query_aabb(bvh, x0 - d[i], x0 + d[i])                                   <L 18>
    var_4 = wp::address(var_d, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::sub(var_2, var_6);
    var_7 = wp::address(var_d, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::add(var_2, var_9);
    var_10 = wp::bvh_query_aabb(var_bvh, var_5, var_8, var_11);
    // x1 = wp.int32(0)                                                                       <L 19>
    var_13 = wp::int32(var_12);
    // x2 = wp.int32(0)                                                                       <L 20>
    var_15 = wp::int32(var_14);
    // index = wp.int32(0)                                                                    <L 21>
    var_17 = wp::int32(var_16);
    // while wp.bvh_query_next(query, index):                                                 <L 22>
    start_while_0:;
    var_18 = wp::bvh_query_next(var_10, var_17, var_19);
    if ((var_18) == false) goto end_while_0;
        // x1 += 1                                                                            <L 23>
        var_21 = wp::add(var_13, var_20);
        // x2 = x2 | (1 << (index % 31))                                                      <L 24>
        var_24 = wp::mod(var_17, var_23);
        var_25 = wp::lshift(var_22, var_24);
        var_26 = wp::bit_or(var_15, var_25);
        wp::assign(var_13, var_21);
        wp::assign(var_15, var_26);
    goto start_while_0;
    end_while_0:;
    // out[i] = x1                                                                            <L 25>
    wp::array_store(var_out, var_0, var_13);
    // out1[i] = x2                                                                           <L 26>
    wp::array_store(var_out1, var_0, var_15);
}