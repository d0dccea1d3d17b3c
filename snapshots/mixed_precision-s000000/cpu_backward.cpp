template <bool wp_linear_contiguous>
static void mixed_precision_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_mixed_precision_s000000 *_wp_args,
    wp_args_mixed_precision_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_mixed_precision_s000000 wp_contiguous_args;
    wp_args_mixed_precision_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::int64);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::int64);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::int64> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::int32 adj_k = _wp_adj_args->k;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    wp::array_t<wp::int64> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int64 var_1;
    wp::int64 var_2;
    wp::int64 var_3;
    wp::float64 var_4;
    wp::int64 var_5;
    const wp::int32 var_6 = 0;
    wp::range_t var_7;
    wp::int32 var_8;
    wp::int64 var_9;
    wp::int64 var_10;
    wp::int32 var_11;
    wp::float32* var_12;
    wp::float64 var_13;
    wp::float32 var_14;
    wp::float64 var_15;
    wp::float64 var_16;
    wp::float64 var_17;
    wp::float64 var_18;
    wp::int64 var_19;
    wp::int64 var_20;
    wp::int32 var_21;
    wp::float32* var_22;
    const wp::float32 var_23 = 0.0;
    bool var_24;
    wp::float32 var_25;
    wp::int64 var_26;
    wp::int64 var_27;
    wp::float64 var_28;
    wp::float64 var_29;
    wp::float32 var_30;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int64 adj_1 = {};
    wp::int64 adj_2 = {};
    wp::int64 adj_3 = {};
    wp::float64 adj_4 = {};
    wp::int64 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::range_t adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int64 adj_9 = {};
    wp::int64 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float64 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float64 adj_15 = {};
    wp::float64 adj_16 = {};
    wp::float64 adj_17 = {};
    wp::float64 adj_18 = {};
    wp::int64 adj_19 = {};
    wp::int64 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    bool adj_24 = {};
    wp::float32 adj_25 = {};
    wp::int64 adj_26 = {};
    wp::int64 adj_27 = {};
    wp::float64 adj_28 = {};
    wp::float64 adj_29 = {};
    wp::float32 adj_30 = {};
    //---------
    // forward
    // def mixed_precision_s000000(                                                           <L 12>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // x0 = wp.int64(i) * wp.int64(4)                                                         <L 19>
    var_1 = wp::int64(var_0);
    var_2 = 4ll;
    var_3 = wp::mul(var_1, var_2);
    // x1, x2 = mixed_precision_s000000_pair()                                                <L 20>
    mixed_precision_s000000_pair_0(var_4, var_5);
    // for j in range(0, k):                                                                  <L 21>
    var_7 = wp::range(var_6, var_k);
    // out[i] = wp.float32(x1 * wp.float64(0.5))                                              <L 24>
    var_28 = 0.5;
    var_29 = wp::mul(var_4, var_28);
    var_30 = wp::float32(var_29);
    // wp::array_store(var_out, var_0, var_30);
    // out1[i] = x2                                                                           <L 25>
    // wp::array_store(var_out1, var_0, var_5);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_5, adj_out1, adj_0, adj_5);
    // adj: out1[i] = x2                                                                      <L 25>
    wp::adj_array_store(var_out, var_0, var_30, adj_out, adj_0, adj_30);
    wp::adj_float32(var_29, adj_29, adj_30);
    wp::adj_mul(var_4, var_28, adj_4, adj_28, adj_29);
    // adj: out[i] = wp.float32(x1 * wp.float64(0.5))                                         <L 24>
    var_7 = wp::iter_reverse(var_7);
    start_for_0:;
        if (iter_cmp(var_7) == 0) goto end_for_0;
        var_8 = wp::iter_next(var_7);
    	adj_9 = {};
    	adj_10 = {};
    	adj_11 = {};
    	adj_12 = {};
    	adj_13 = {};
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
    	adj_19 = {};
    	adj_20 = {};
    	adj_21 = {};
    	adj_22 = {};
    	adj_23 = {};
    	adj_24 = {};
    	adj_25 = {};
    	adj_26 = {};
    	adj_27 = {};
        // x1 += wp.tanh(wp.float64(a[wp.int32(x0 + wp.int64(j))]) * wp.float64(2.0))         <L 22>
        var_9 = wp::int64(var_8);
        var_10 = wp::add(var_3, var_9);
        var_11 = wp::int32(var_10);
        var_12 = wp::address(var_a, var_11);
        var_14 = wp::load(var_12);
        var_13 = wp::float64(var_14);
        var_15 = 2.0;
        var_16 = wp::mul(var_13, var_15);
        var_17 = wp::tanh(var_16);
        var_18 = wp::add(var_4, var_17);
        // x2 += wp.int64(a[wp.int32(x0 + wp.int64(j))] > 0.0)                                <L 23>
        var_19 = wp::int64(var_8);
        var_20 = wp::add(var_3, var_19);
        var_21 = wp::int32(var_20);
        var_22 = wp::address(var_a, var_21);
        var_25 = wp::load(var_22);
        var_24 = (var_25 > var_23);
        var_26 = wp::int64(var_24);
        var_27 = wp::add(var_5, var_26);
        wp::assign(var_4, var_18);
        wp::assign(var_5, var_27);
        wp::adj_assign(var_5, var_27, adj_5, adj_27);
        wp::adj_assign(var_4, var_18, adj_4, adj_18);
        wp::adj_add(var_5, var_26, adj_5, adj_26, adj_27);
        wp::adj_address(var_a, var_21, adj_a, adj_21, adj_22);
        wp::adj_add(var_3, var_19, adj_3, adj_19, adj_20);
        // adj: x2 += wp.int64(a[wp.int32(x0 + wp.int64(j))] > 0.0)                           <L 23>
        wp::adj_add(var_4, var_17, adj_4, adj_17, adj_18);
        wp::adj_tanh(var_16, var_17, adj_16, adj_17);
        wp::adj_mul(var_13, var_15, adj_13, adj_15, adj_16);
        wp::adj_float64(var_14, adj_12, adj_13);
        wp::adj_address(var_a, var_11, adj_a, adj_11, adj_12);
        wp::adj_add(var_3, var_9, adj_3, adj_9, adj_10);
        // adj: x1 += wp.tanh(wp.float64(a[wp.int32(x0 + wp.int64(j))]) * wp.float64(2.0))    <L 22>
    	goto start_for_0;
    end_for_0:;
    // adj: for j in range(0, k):                                                             <L 21>
    // adj: x1, x2 = mixed_precision_s000000_pair()                                           <L 20>
    wp::adj_mul(var_1, var_2, adj_1, adj_2, adj_3);
    // adj: x0 = wp.int64(i) * wp.int64(4)                                                    <L 19>
    // adj: i = wp.tid()                                                                      <L 18>
    // adj: def mixed_precision_s000000(                                                      <L 12>
    return;
}