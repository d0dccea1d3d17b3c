template <bool wp_linear_contiguous>
static void integer_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_integer_s000000 *_wp_args,
    wp_args_integer_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_integer_s000000 wp_contiguous_args;
    wp_args_integer_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::int32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::int32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_b = _wp_args->b;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::int32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::int32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::int32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32* var_1;
    wp::int32* var_2;
    wp::int32 var_3;
    wp::int32 var_4;
    wp::int32 var_5;
    wp::int32* var_6;
    wp::int32 var_7;
    wp::int32 var_8;
    wp::int32* var_9;
    wp::int32 var_10;
    wp::int32 var_11;
    wp::int32* var_12;
    wp::int32 var_13;
    wp::int32 var_14;
    const wp::int32 var_15 = -2;
    wp::int32 var_16;
    wp::int32* var_17;
    const wp::int32 var_18 = 2;
    wp::int32 var_19;
    wp::int32 var_20;
    wp::int32 var_21;
    const wp::int32 var_22 = 7;
    wp::int32 var_23;
    wp::int32* var_24;
    wp::int32 var_25;
    wp::int32 var_26;
    const wp::int32 var_27 = 5;
    wp::int32 var_28;
    wp::int32 var_29;
    const wp::int32 var_30 = 1;
    wp::int32 var_31;
    wp::int32 var_32;
    const wp::int32 var_33 = 4;
    wp::int32 var_34;
    const wp::int32 var_35 = 3;
    wp::int32 var_36;
    wp::int32* var_37;
    wp::int32 var_38;
    wp::int32 var_39;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::int32 adj_39 = {};
    //---------
    // forward
    // def integer_s000000(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = a[i] + b[i] + a[i]                                                                <L 13>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::add(var_4, var_5);
    var_6 = wp::address(var_a, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::add(var_3, var_8);
    // x1 = x0 + a[i] - b[i]                                                                  <L 14>
    var_9 = wp::address(var_a, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::add(var_7, var_11);
    var_12 = wp::address(var_b, var_0);
    var_14 = wp::load(var_12);
    var_13 = wp::sub(var_10, var_14);
    // x2 = x1 * -2 - (b[i] + 2) + 7                                                          <L 15>
    var_16 = wp::mul(var_13, var_15);
    var_17 = wp::address(var_b, var_0);
    var_20 = wp::load(var_17);
    var_19 = wp::add(var_20, var_18);
    var_21 = wp::sub(var_16, var_19);
    var_23 = wp::add(var_21, var_22);
    // x3 = x2 % (-(wp.abs(a[i]) % 5) - 1) - 4                                                <L 16>
    var_24 = wp::address(var_a, var_0);
    var_26 = wp::load(var_24);
    var_25 = wp::abs(var_26);
    var_28 = wp::mod(var_25, var_27);
    var_29 = wp::neg(var_28);
    var_31 = wp::sub(var_29, var_30);
    var_32 = wp::mod(var_23, var_31);
    var_34 = wp::sub(var_32, var_33);
    // out[i] = wp.max(x3 + 3, b[i])                                                          <L 17>
    var_36 = wp::add(var_34, var_35);
    var_37 = wp::address(var_b, var_0);
    var_39 = wp::load(var_37);
    var_38 = wp::max(var_36, var_39);
    // wp::array_store(var_out, var_0, var_38);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_38, adj_out, adj_0, adj_38);
    wp::adj_max(var_36, var_39, adj_36, adj_37, adj_38);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_37);
    wp::adj_add(var_34, var_35, adj_34, adj_35, adj_36);
    // adj: out[i] = wp.max(x3 + 3, b[i])                                                     <L 17>
    wp::adj_sub(var_32, var_33, adj_32, adj_33, adj_34);
    wp::adj_mod(var_23, var_31, adj_23, adj_31, adj_32);
    wp::adj_sub(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_neg(var_28, adj_28, adj_29);
    wp::adj_mod(var_25, var_27, adj_25, adj_27, adj_28);
    wp::adj_abs(var_26, adj_24, adj_25);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_24);
    // adj: x3 = x2 % (-(wp.abs(a[i]) % 5) - 1) - 4                                           <L 16>
    wp::adj_add(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_sub(var_16, var_19, adj_16, adj_19, adj_21);
    wp::adj_add(var_20, var_18, adj_17, adj_18, adj_19);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_17);
    wp::adj_mul(var_13, var_15, adj_13, adj_15, adj_16);
    // adj: x2 = x1 * -2 - (b[i] + 2) + 7                                                     <L 15>
    wp::adj_sub(var_10, var_14, adj_10, adj_12, adj_13);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_12);
    wp::adj_add(var_7, var_11, adj_7, adj_9, adj_10);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_9);
    // adj: x1 = x0 + a[i] - b[i]                                                             <L 14>
    wp::adj_add(var_3, var_8, adj_3, adj_6, adj_7);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
    wp::adj_add(var_4, var_5, adj_1, adj_2, adj_3);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i] + b[i] + a[i]                                                           <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def integer_s000000(                                                              <L 7>
    return;
}