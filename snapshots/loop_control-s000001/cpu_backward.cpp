template <bool wp_linear_contiguous>
static void loop_control_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_control_s000001 *_wp_args,
    wp_args_loop_control_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_loop_control_s000001 wp_contiguous_args;
    wp_args_loop_control_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::int32 adj_k = _wp_adj_args->k;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = 0.0;
    bool var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.125;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 0.0;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    const wp::int32 var_12 = -1;
    wp::range_t var_13;
    wp::int32 var_14;
    wp::float32* var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 0.5;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.0;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::range_t var_25;
    wp::int32 var_26;
    const wp::int32 var_27 = 1;
    bool var_28;
    wp::float32* var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 3.0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32* var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    bool adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::range_t adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::range_t adj_25 = {};
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    bool adj_28 = {};
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
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    //---------
    // forward
    // def loop_control_s000001(                                                              <L 10>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // if a[i] < 0.0:                                                                         <L 16>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = (var_4 < var_2);
    if (var_3) {
        // out[i] = a[i] * SCALE                                                              <L 17>
        var_5 = wp::address(var_a, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::mul(var_8, var_6);
        // wp::array_store(var_out, var_0, var_7);
        // return                                                                             <L 18>
        goto label0;
    }
    // x0 = wp.float32(0.0)                                                                   <L 19>
    var_10 = wp::float32(var_9);
    // for j in range(k, 0, -1):                                                              <L 20>
    var_13 = wp::range(var_k, var_11, var_12);
    // x1 = wp.float32(0.0)                                                                   <L 22>
    var_23 = wp::float32(var_22);
    // for l in range(0, k):                                                                  <L 23>
    var_25 = wp::range(var_24, var_k);
    // out[i] = x0 + x1 * 3.0 + a[i] * OFFSET                                                 <L 26>
    var_37 = wp::mul(var_23, var_36);
    var_38 = wp::add(var_10, var_37);
    var_39 = wp::address(var_a, var_0);
    var_41 = wp::load(var_39);
    var_40 = wp::mul(var_41, var_19);
    var_42 = wp::add(var_38, var_40);
    // wp::array_store(var_out, var_0, var_42);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_42, adj_out, adj_0, adj_42);
    wp::adj_add(var_38, var_40, adj_38, adj_40, adj_42);
    wp::adj_mul(var_41, var_19, adj_39, adj_19, adj_40);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_39);
    wp::adj_add(var_10, var_37, adj_10, adj_37, adj_38);
    wp::adj_mul(var_23, var_36, adj_23, adj_36, adj_37);
    // adj: out[i] = x0 + x1 * 3.0 + a[i] * OFFSET                                            <L 26>
    var_25 = wp::iter_reverse(var_25);
    start_for_3:;
        if (iter_cmp(var_25) == 0) goto end_for_3;
        var_26 = wp::iter_next(var_25);
    	adj_27 = {};
    	adj_28 = {};
    	adj_29 = {};
    	adj_30 = {};
    	adj_31 = {};
    	adj_32 = {};
    	adj_33 = {};
    	adj_34 = {};
    	adj_35 = {};
        // if l != 1:                                                                         <L 24>
        var_28 = (var_26 != var_27);
        if (var_28) {
            // x1 += a[i] * wp.float32(l) + OFFSET                                            <L 25>
            var_29 = wp::address(var_a, var_0);
            var_30 = wp::float32(var_26);
            var_32 = wp::load(var_29);
            var_31 = wp::mul(var_32, var_30);
            var_33 = wp::add(var_31, var_19);
            var_34 = wp::add(var_23, var_33);
        }
        var_35 = wp::where(var_28, var_34, var_23);
        wp::assign(var_23, var_35);
        wp::adj_assign(var_23, var_35, adj_23, adj_35);
        wp::adj_where(var_28, var_34, var_23, adj_28, adj_34, adj_23, adj_35);
        if (var_28) {
            wp::adj_add(var_23, var_33, adj_23, adj_33, adj_34);
            wp::adj_add(var_31, var_19, adj_31, adj_19, adj_33);
            wp::adj_mul(var_32, var_30, adj_29, adj_30, adj_31);
            wp::adj_float32(var_26, adj_26, adj_30);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_29);
            // adj: x1 += a[i] * wp.float32(l) + OFFSET                                       <L 25>
        }
        // adj: if l != 1:                                                                    <L 24>
    	goto start_for_3;
    end_for_3:;
    // adj: for l in range(0, k):                                                             <L 23>
    wp::adj_float32(var_22, adj_22, adj_23);
    // adj: x1 = wp.float32(0.0)                                                              <L 22>
    var_13 = wp::iter_reverse(var_13);
    start_for_1:;
        if (iter_cmp(var_13) == 0) goto end_for_1;
        var_14 = wp::iter_next(var_13);
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
    	adj_19 = {};
    	adj_20 = {};
    	adj_21 = {};
        // x0 += a[i] * wp.float32(j) + OFFSET                                                <L 21>
        var_15 = wp::address(var_a, var_0);
        var_16 = wp::float32(var_14);
        var_18 = wp::load(var_15);
        var_17 = wp::mul(var_18, var_16);
        var_20 = wp::add(var_17, var_19);
        var_21 = wp::add(var_10, var_20);
        wp::assign(var_10, var_21);
        wp::adj_assign(var_10, var_21, adj_10, adj_21);
        wp::adj_add(var_10, var_20, adj_10, adj_20, adj_21);
        wp::adj_add(var_17, var_19, adj_17, adj_19, adj_20);
        wp::adj_mul(var_18, var_16, adj_15, adj_16, adj_17);
        wp::adj_float32(var_14, adj_14, adj_16);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_15);
        // adj: x0 += a[i] * wp.float32(j) + OFFSET                                           <L 21>
    	goto start_for_1;
    end_for_1:;
    // adj: for j in range(k, 0, -1):                                                         <L 20>
    wp::adj_float32(var_9, adj_9, adj_10);
    // adj: x0 = wp.float32(0.0)                                                              <L 19>
    if (var_3) {
        label0:;
        // adj: return                                                                        <L 18>
        wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
        wp::adj_mul(var_8, var_6, adj_5, adj_6, adj_7);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
        // adj: out[i] = a[i] * SCALE                                                         <L 17>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: if a[i] < 0.0:                                                                    <L 16>
    // adj: i = wp.tid()                                                                      <L 15>
    // adj: def loop_control_s000001(                                                         <L 10>
    return;
}