template <bool wp_linear_contiguous>
static void math_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_math_s000000 *_wp_args,
    wp_args_math_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::float32 var_2 = -1.125;
    wp::float32* var_3;
    const wp::float32 var_4 = -0.25;
    bool var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    const wp::float32 var_8 = 0.75;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32* var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32* var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.5;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32* var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.5;
    wp::float32 var_32;
    wp::float32 var_33;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    bool adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
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
    //---------
    // forward
    // def math_s000000(                                                                      <L 15>
    // i, j = wp.tid()                                                                        <L 20>
    builtin_tid2d(var_0, var_1);
    // if -1.125 < a[i, j] < SCALE:                                                           <L 21>
    var_3 = wp::address(var_a, var_0, var_1);
    var_6 = wp::load(var_3);
    var_5 = ((var_2 < var_6) && (var_6 < var_4));
    if (var_5) {
        // out[i, j] = a[i, j] * OFFSET                                                       <L 22>
        var_7 = wp::address(var_a, var_0, var_1);
        var_10 = wp::load(var_7);
        var_9 = wp::mul(var_10, var_8);
        // wp::array_store(var_out, var_0, var_1, var_9);
        // return                                                                             <L 23>
        goto label0;
    }
    // x0 = wp.sqrt(wp.abs(a[i, j]) + 1.0)                                                    <L 24>
    var_11 = wp::address(var_a, var_0, var_1);
    var_13 = wp::load(var_11);
    var_12 = wp::abs(var_13);
    var_15 = wp::add(var_12, var_14);
    var_16 = wp::sqrt(var_15);
    // x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i, j]) + 1.0, 0.5)))                               <L 25>
    var_17 = wp::address(var_b, var_0, var_1);
    var_19 = wp::load(var_17);
    var_18 = wp::abs(var_19);
    var_21 = wp::add(var_18, var_20);
    var_23 = wp::pow(var_21, var_22);
    var_24 = wp::sin(var_23);
    var_25 = wp::tanh(var_24);
    // x2 = wp.pow(wp.abs(a[i, j]) + 1.0, 0.5)                                                <L 26>
    var_26 = wp::address(var_a, var_0, var_1);
    var_28 = wp::load(var_26);
    var_27 = wp::abs(var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::pow(var_30, var_31);
    // out[i, j] = math_s000000_combine(x0, x1, x2)                                           <L 27>
    var_33 = math_s000000_combine_0(var_16, var_25, var_32);
    // wp::array_store(var_out, var_0, var_1, var_33);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_33, adj_out, adj_0, adj_1, adj_33);
    adj_math_s000000_combine_0(var_16, var_25, var_32, adj_16, adj_25, adj_32, adj_33);
    // adj: out[i, j] = math_s000000_combine(x0, x1, x2)                                      <L 27>
    wp::adj_pow(var_30, var_31, var_32, adj_30, adj_31, adj_32);
    wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
    wp::adj_abs(var_28, adj_26, adj_27);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_26);
    // adj: x2 = wp.pow(wp.abs(a[i, j]) + 1.0, 0.5)                                           <L 26>
    wp::adj_tanh(var_24, var_25, adj_24, adj_25);
    wp::adj_sin(var_23, adj_23, adj_24);
    wp::adj_pow(var_21, var_22, var_23, adj_21, adj_22, adj_23);
    wp::adj_add(var_18, var_20, adj_18, adj_20, adj_21);
    wp::adj_abs(var_19, adj_17, adj_18);
    wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_17);
    // adj: x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i, j]) + 1.0, 0.5)))                          <L 25>
    wp::adj_sqrt(var_15, var_16, adj_15, adj_16);
    wp::adj_add(var_12, var_14, adj_12, adj_14, adj_15);
    wp::adj_abs(var_13, adj_11, adj_12);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_11);
    // adj: x0 = wp.sqrt(wp.abs(a[i, j]) + 1.0)                                               <L 24>
    if (var_5) {
        label0:;
        // adj: return                                                                        <L 23>
        wp::adj_array_store(var_out, var_0, var_1, var_9, adj_out, adj_0, adj_1, adj_9);
        wp::adj_mul(var_10, var_8, adj_7, adj_8, adj_9);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_7);
        // adj: out[i, j] = a[i, j] * OFFSET                                                  <L 22>
    }
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_3);
    // adj: if -1.125 < a[i, j] < SCALE:                                                      <L 21>
    // adj: i, j = wp.tid()                                                                   <L 20>
    // adj: def math_s000000(                                                                 <L 15>
    return;
}