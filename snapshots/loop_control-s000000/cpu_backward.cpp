template <bool wp_linear_contiguous>
static void loop_control_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_control_s000000 *_wp_args,
    wp_args_loop_control_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::int32 adj_k = _wp_adj_args->k;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = -0.25;
    bool var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.25;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    wp::range_t var_10;
    wp::int32 var_11;
    wp::float32* var_12;
    const wp::int32 var_13 = 1;
    wp::int32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32* var_19;
    wp::float32* var_20;
    const wp::float32 var_21 = 0.25;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32* var_26;
    const wp::float32 var_27 = 0.5;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
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
    wp::int32 adj_9 = {};
    wp::range_t adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
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
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    //---------
    // forward
    // def loop_control_s000000(                                                              <L 7>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // if a[i] < -0.25:                                                                       <L 15>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = (var_4 < var_2);
    if (var_3) {
        // out[i] = a[i] * 0.25                                                               <L 16>
        var_5 = wp::address(var_a, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::mul(var_8, var_6);
        // wp::array_store(var_out, var_0, var_7);
        // return                                                                             <L 17>
        goto label0;
    }
    // for j in range(0, k):                                                                  <L 18>
    var_10 = wp::range(var_9, var_k);
    // out[i] = a[i] + a[i] * 0.25 + b[i] * 0.5                                               <L 20>
    var_19 = wp::address(var_a, var_0);
    var_20 = wp::address(var_a, var_0);
    var_23 = wp::load(var_20);
    var_22 = wp::mul(var_23, var_21);
    var_25 = wp::load(var_19);
    var_24 = wp::add(var_25, var_22);
    var_26 = wp::address(var_b, var_0);
    var_29 = wp::load(var_26);
    var_28 = wp::mul(var_29, var_27);
    var_30 = wp::add(var_24, var_28);
    // wp::array_store(var_out, var_0, var_30);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_30, adj_out, adj_0, adj_30);
    wp::adj_add(var_24, var_28, adj_24, adj_28, adj_30);
    wp::adj_mul(var_29, var_27, adj_26, adj_27, adj_28);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_26);
    wp::adj_add(var_25, var_22, adj_19, adj_22, adj_24);
    wp::adj_mul(var_23, var_21, adj_20, adj_21, adj_22);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_20);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_19);
    // adj: out[i] = a[i] + a[i] * 0.25 + b[i] * 0.5                                          <L 20>
    var_10 = wp::iter_reverse(var_10);
    start_for_1:;
        if (iter_cmp(var_10) == 0) goto end_for_1;
        var_11 = wp::iter_next(var_10);
    	adj_12 = {};
    	adj_13 = {};
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
        // out1[i] += b[i] * wp.float32(j + 1)                                                <L 19>
        var_12 = wp::address(var_b, var_0);
        var_14 = wp::add(var_11, var_13);
        var_15 = wp::float32(var_14);
        var_17 = wp::load(var_12);
        var_16 = wp::mul(var_17, var_15);
        // var_18 = wp::atomic_add(var_out1, var_0, var_16);
        wp::adj_atomic_add(var_out1, var_0, var_16, adj_out1, adj_0, adj_16, adj_18);
        wp::adj_mul(var_17, var_15, adj_12, adj_15, adj_16);
        wp::adj_float32(var_14, adj_14, adj_15);
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_12);
        // adj: out1[i] += b[i] * wp.float32(j + 1)                                           <L 19>
    	goto start_for_1;
    end_for_1:;
    // adj: for j in range(0, k):                                                             <L 18>
    if (var_3) {
        label0:;
        // adj: return                                                                        <L 17>
        wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
        wp::adj_mul(var_8, var_6, adj_5, adj_6, adj_7);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
        // adj: out[i] = a[i] * 0.25                                                          <L 16>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: if a[i] < -0.25:                                                                  <L 15>
    // adj: i = wp.tid()                                                                      <L 14>
    // adj: def loop_control_s000000(                                                         <L 7>
    return;
}