template <bool wp_linear_contiguous>
static void int64_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_int64_s000001 *_wp_args,
    wp_args_int64_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_int64_s000001 wp_contiguous_args;
    wp_args_int64_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.c.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int64);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::int64);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out2.strides[0] = sizeof(wp::float64);
        wp_contiguous_adj_args.out2.strides[0] = sizeof(wp::float64);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::int32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_b = _wp_args->b;
    wp::array_t<wp::int32> var_c = _wp_args->c;
    wp::array_t<wp::int64> var_out = _wp_args->out;
    wp::array_t<wp::int32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float64> var_out2 = _wp_args->out2;
    wp::array_t<wp::int32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::int32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::int32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::int64> adj_out = _wp_adj_args->out;
    wp::array_t<wp::int32> adj_out1 = _wp_adj_args->out1;
    wp::array_t<wp::float64> adj_out2 = _wp_adj_args->out2;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32* var_1;
    wp::int64 var_2;
    wp::int32 var_3;
    wp::int32* var_4;
    wp::int64 var_5;
    wp::int32 var_6;
    wp::int64 var_7;
    wp::int32* var_8;
    wp::int64 var_9;
    wp::int32 var_10;
    wp::int64 var_11;
    wp::int64 var_12;
    wp::int64 var_13;
    wp::int64 var_14;
    wp::int64 var_15;
    wp::int32* var_16;
    wp::int64 var_17;
    wp::int32 var_18;
    wp::int64 var_19;
    wp::int64 var_20;
    wp::int64 var_21;
    wp::int64 var_22;
    wp::int64 var_23;
    wp::int64 var_24;
    wp::int64 var_25;
    wp::int64 var_26;
    wp::int32 var_27;
    wp::float64 var_28;
    wp::float64 var_29;
    wp::float64 var_30;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int64 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::int64 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int64 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int64 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int64 adj_11 = {};
    wp::int64 adj_12 = {};
    wp::int64 adj_13 = {};
    wp::int64 adj_14 = {};
    wp::int64 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int64 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int64 adj_19 = {};
    wp::int64 adj_20 = {};
    wp::int64 adj_21 = {};
    wp::int64 adj_22 = {};
    wp::int64 adj_23 = {};
    wp::int64 adj_24 = {};
    wp::int64 adj_25 = {};
    wp::int64 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float64 adj_28 = {};
    wp::float64 adj_29 = {};
    wp::float64 adj_30 = {};
    //---------
    // forward
    // def int64_s000001(                                                                     <L 7>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // x0 = wp.int64(a[i]) * wp.int64(b[i])                                                   <L 16>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::int64(var_3);
    var_4 = wp::address(var_b, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::int64(var_6);
    var_7 = wp::mul(var_2, var_5);
    // x1 = x0 // (wp.int64(c[i]) * wp.int64(2) + wp.int64(1))                                <L 17>
    var_8 = wp::address(var_c, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::int64(var_10);
    var_11 = 2ll;
    var_12 = wp::mul(var_9, var_11);
    var_13 = 1ll;
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::floordiv(var_7, var_14);
    // x2 = x0 % (wp.int64(c[i]) * wp.int64(2) + wp.int64(1))                                 <L 18>
    var_16 = wp::address(var_c, var_0);
    var_18 = wp::load(var_16);
    var_17 = wp::int64(var_18);
    var_19 = 2ll;
    var_20 = wp::mul(var_17, var_19);
    var_21 = 1ll;
    var_22 = wp::add(var_20, var_21);
    var_23 = wp::mod(var_7, var_22);
    // out[i] = x1 * wp.int64(2) + x2                                                         <L 19>
    var_24 = 2ll;
    var_25 = wp::mul(var_15, var_24);
    var_26 = wp::add(var_25, var_23);
    // wp::array_store(var_out, var_0, var_26);
    // out1[i] = wp.int32(x2)                                                                 <L 20>
    var_27 = wp::int32(var_23);
    // wp::array_store(var_out1, var_0, var_27);
    // out2[i] = wp.float64(x1) * wp.float64(0.125)                                           <L 21>
    var_28 = wp::float64(var_15);
    var_29 = 0.125;
    var_30 = wp::mul(var_28, var_29);
    // wp::array_store(var_out2, var_0, var_30);
    //---------
    // reverse
    wp::adj_array_store(var_out2, var_0, var_30, adj_out2, adj_0, adj_30);
    wp::adj_mul(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_float64(var_15, adj_15, adj_28);
    // adj: out2[i] = wp.float64(x1) * wp.float64(0.125)                                      <L 21>
    wp::adj_array_store(var_out1, var_0, var_27, adj_out1, adj_0, adj_27);
    // adj: out1[i] = wp.int32(x2)                                                            <L 20>
    wp::adj_array_store(var_out, var_0, var_26, adj_out, adj_0, adj_26);
    wp::adj_add(var_25, var_23, adj_25, adj_23, adj_26);
    wp::adj_mul(var_15, var_24, adj_15, adj_24, adj_25);
    // adj: out[i] = x1 * wp.int64(2) + x2                                                    <L 19>
    wp::adj_mod(var_7, var_22, adj_7, adj_22, adj_23);
    wp::adj_add(var_20, var_21, adj_20, adj_21, adj_22);
    wp::adj_mul(var_17, var_19, adj_17, adj_19, adj_20);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_16);
    // adj: x2 = x0 % (wp.int64(c[i]) * wp.int64(2) + wp.int64(1))                            <L 18>
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_mul(var_9, var_11, adj_9, adj_11, adj_12);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_8);
    // adj: x1 = x0 // (wp.int64(c[i]) * wp.int64(2) + wp.int64(1))                           <L 17>
    wp::adj_mul(var_2, var_5, adj_2, adj_5, adj_7);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_4);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.int64(a[i]) * wp.int64(b[i])                                              <L 16>
    // adj: i = wp.tid()                                                                      <L 15>
    // adj: def int64_s000001(                                                                <L 7>
    return;
}