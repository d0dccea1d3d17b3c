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
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.0;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.5;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32* var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.5;
    wp::float32 var_23;
    const wp::float32 var_24 = 0.75;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.5;
    wp::float32 var_28;
    wp::float32 var_29;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
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
    //---------
    // forward
    // def math_s000000(                                                                      <L 7>
    // i, j = wp.tid()                                                                        <L 12>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.sqrt(wp.abs(a[i, j]) + 1.0)                                                    <L 13>
    var_2 = wp::address(var_a, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::abs(var_4);
    var_6 = wp::add(var_3, var_5);
    var_7 = wp::sqrt(var_6);
    // x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i, j]) + 1.0, 0.5)))                               <L 14>
    var_8 = wp::address(var_b, var_0, var_1);
    var_10 = wp::load(var_8);
    var_9 = wp::abs(var_10);
    var_12 = wp::add(var_9, var_11);
    var_14 = wp::pow(var_12, var_13);
    var_15 = wp::sin(var_14);
    var_16 = wp::tanh(var_15);
    // x2 = wp.pow(wp.abs(a[i, j]) + 1.0, 0.5)                                                <L 15>
    var_17 = wp::address(var_a, var_0, var_1);
    var_19 = wp::load(var_17);
    var_18 = wp::abs(var_19);
    var_21 = wp::add(var_18, var_20);
    var_23 = wp::pow(var_21, var_22);
    // out[i, j] = x0 + x1 * 0.75 + x2 * 0.5                                                  <L 16>
    var_25 = wp::mul(var_16, var_24);
    var_26 = wp::add(var_7, var_25);
    var_28 = wp::mul(var_23, var_27);
    var_29 = wp::add(var_26, var_28);
    // wp::array_store(var_out, var_0, var_1, var_29);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_29, adj_out, adj_0, adj_1, adj_29);
    wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_mul(var_23, var_27, adj_23, adj_27, adj_28);
    wp::adj_add(var_7, var_25, adj_7, adj_25, adj_26);
    wp::adj_mul(var_16, var_24, adj_16, adj_24, adj_25);
    // adj: out[i, j] = x0 + x1 * 0.75 + x2 * 0.5                                             <L 16>
    wp::adj_pow(var_21, var_22, var_23, adj_21, adj_22, adj_23);
    wp::adj_add(var_18, var_20, adj_18, adj_20, adj_21);
    wp::adj_abs(var_19, adj_17, adj_18);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_17);
    // adj: x2 = wp.pow(wp.abs(a[i, j]) + 1.0, 0.5)                                           <L 15>
    wp::adj_tanh(var_15, var_16, adj_15, adj_16);
    wp::adj_sin(var_14, adj_14, adj_15);
    wp::adj_pow(var_12, var_13, var_14, adj_12, adj_13, adj_14);
    wp::adj_add(var_9, var_11, adj_9, adj_11, adj_12);
    wp::adj_abs(var_10, adj_8, adj_9);
    wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_8);
    // adj: x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i, j]) + 1.0, 0.5)))                          <L 14>
    wp::adj_sqrt(var_6, var_7, adj_6, adj_7);
    wp::adj_add(var_3, var_5, adj_3, adj_5, adj_6);
    wp::adj_abs(var_4, adj_2, adj_3);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
    // adj: x0 = wp.sqrt(wp.abs(a[i, j]) + 1.0)                                               <L 13>
    // adj: i, j = wp.tid()                                                                   <L 12>
    // adj: def math_s000000(                                                                 <L 7>
    return;
}