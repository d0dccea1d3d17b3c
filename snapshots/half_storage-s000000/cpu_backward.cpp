template <bool wp_linear_contiguous>
static void make_half_storage_s000000__locals__half_storage_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_half_storage_s000000__locals__half_storage_s000000 *_wp_args,
    wp_args_make_half_storage_s000000__locals__half_storage_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_half_storage_s000000__locals__half_storage_s000000 wp_contiguous_args;
    wp_args_make_half_storage_s000000__locals__half_storage_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float16);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float16);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float16);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float16);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float16);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::float16);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float16);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float16);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float16> var_a = _wp_args->a;
    wp::array_t<wp::float16> var_b = _wp_args->b;
    wp::array_t<wp::float16> var_c = _wp_args->c;
    wp::array_t<wp::float16> var_out = _wp_args->out;
    wp::array_t<wp::float16> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float16> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float16> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float16> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float16* var_1;
    wp::float32 var_2;
    wp::float16 var_3;
    wp::float16* var_4;
    wp::float32 var_5;
    wp::float16 var_6;
    wp::float16* var_7;
    wp::float32 var_8;
    wp::float16 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.0;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    const wp::float32 var_14 = 1.0;
    const wp::float32 var_15 = 0.5;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -3.0;
    const wp::float32 var_21 = 3.0;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 1.0;
    const wp::float32 var_27 = 0.125;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = -1.5;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float16 var_40;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float16 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float16 adj_3 = {};
    wp::float16 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float16 adj_6 = {};
    wp::float16 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float16 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float16 adj_40 = {};
    //---------
    // forward
    // def half_storage_s000000(                                                              <L 8>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(a[i])                                                                  <L 15>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::float32(var_3);
    // x1 = wp.float32(b[i])                                                                  <L 16>
    var_4 = wp::address(var_b, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::float32(var_6);
    // x2 = wp.float32(c[i])                                                                  <L 17>
    var_7 = wp::address(var_c, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::float32(var_9);
    // x3 = wp.max(x0 * x2, 0.0)                                                              <L 18>
    var_10 = wp::mul(var_2, var_8);
    var_12 = wp::max(var_10, var_11);
    // x4 = 1.0 / (1.0 + wp.exp(wp.clamp(-(x1 * 0.5 + 1.0), scale, offset)))                  <L 19>
    var_16 = wp::mul(var_5, var_15);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::neg(var_18);
    var_22 = wp::clamp(var_19, var_20, var_21);
    var_23 = wp::exp(var_22);
    var_24 = wp::add(var_14, var_23);
    var_25 = wp::div(var_13, var_24);
    // x5 = wp.log(1.0 + wp.exp(wp.clamp(x2 * 0.125 - offset, scale, offset)))                <L 20>
    var_28 = wp::mul(var_8, var_27);
    var_29 = wp::sub(var_28, var_21);
    var_30 = wp::clamp(var_29, var_20, var_21);
    var_31 = wp::exp(var_30);
    var_32 = wp::add(var_26, var_31);
    var_33 = wp::log(var_32);
    // x6 = x3 + x4 * 1.0 + x5 * -1.5                                                         <L 21>
    var_35 = wp::mul(var_25, var_34);
    var_36 = wp::add(var_12, var_35);
    var_38 = wp::mul(var_33, var_37);
    var_39 = wp::add(var_36, var_38);
    // out[i] = wp.float16(x6)                                                                <L 22>
    var_40 = wp::float16(var_39);
    // wp::array_store(var_out, var_0, var_40);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_40, adj_out, adj_0, adj_40);
    wp::adj_float16(var_39, adj_39, adj_40);
    // adj: out[i] = wp.float16(x6)                                                           <L 22>
    wp::adj_add(var_36, var_38, adj_36, adj_38, adj_39);
    wp::adj_mul(var_33, var_37, adj_33, adj_37, adj_38);
    wp::adj_add(var_12, var_35, adj_12, adj_35, adj_36);
    wp::adj_mul(var_25, var_34, adj_25, adj_34, adj_35);
    // adj: x6 = x3 + x4 * 1.0 + x5 * -1.5                                                    <L 21>
    wp::adj_log(var_32, adj_32, adj_33);
    wp::adj_add(var_26, var_31, adj_26, adj_31, adj_32);
    wp::adj_exp(var_30, var_31, adj_30, adj_31);
    wp::adj_clamp(var_29, var_20, var_21, adj_29, adj_20, adj_21, adj_30);
    wp::adj_sub(var_28, var_21, adj_28, adj_21, adj_29);
    wp::adj_mul(var_8, var_27, adj_8, adj_27, adj_28);
    // adj: x5 = wp.log(1.0 + wp.exp(wp.clamp(x2 * 0.125 - offset, scale, offset)))           <L 20>
    wp::adj_div(var_13, var_24, var_25, adj_13, adj_24, adj_25);
    wp::adj_add(var_14, var_23, adj_14, adj_23, adj_24);
    wp::adj_exp(var_22, var_23, adj_22, adj_23);
    wp::adj_clamp(var_19, var_20, var_21, adj_19, adj_20, adj_21, adj_22);
    wp::adj_neg(var_18, adj_18, adj_19);
    wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_mul(var_5, var_15, adj_5, adj_15, adj_16);
    // adj: x4 = 1.0 / (1.0 + wp.exp(wp.clamp(-(x1 * 0.5 + 1.0), scale, offset)))             <L 19>
    wp::adj_max(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_mul(var_2, var_8, adj_2, adj_8, adj_10);
    // adj: x3 = wp.max(x0 * x2, 0.0)                                                         <L 18>
    wp::adj_float32(var_9, adj_7, adj_8);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_7);
    // adj: x2 = wp.float32(c[i])                                                             <L 17>
    wp::adj_float32(var_6, adj_4, adj_5);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_4);
    // adj: x1 = wp.float32(b[i])                                                             <L 16>
    wp::adj_float32(var_3, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.float32(a[i])                                                             <L 15>
    // adj: i = wp.tid()                                                                      <L 14>
    // adj: def half_storage_s000000(                                                         <L 8>
    return;
}