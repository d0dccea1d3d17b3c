struct wp_args_math_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void math_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_math_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    const wp::float32 var_4 = 0.5;
    bool var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    const wp::float32 var_8 = 3.0;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32* var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = -3.0;
    const wp::float32 var_23 = 3.0;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = -3.0;
    const wp::float32 var_27 = 3.0;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.75;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 1;
    wp::int32 var_34;
    wp::shape_t* var_35;
    const wp::int32 var_36 = 2;
    wp::int32 var_37;
    wp::shape_t var_38;
    wp::int32 var_39;
    wp::float32* var_40;
    const wp::float32 var_41 = 0.25;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    //---------
    // forward
    // def math_s000002(                                                                      <L 7>
    // i, j, k = wp.tid()                                                                     <L 11>
    builtin_tid3d(var_0, var_1, var_2);
    // if a[i, j, k] < 0.5:                                                                   <L 12>
    var_3 = wp::address(var_a, var_0, var_1, var_2);
    var_6 = wp::load(var_3);
    var_5 = (var_6 < var_4);
    if (var_5) {
        // out[i, j, k] = a[i, j, k] * 3.0                                                    <L 13>
        var_7 = wp::address(var_a, var_0, var_1, var_2);
        var_10 = wp::load(var_7);
        var_9 = wp::mul(var_10, var_8);
        wp::array_store(var_out, var_0, var_1, var_2, var_9);
        // return                                                                             <L 14>
        return;
    }
    // x0 = wp.sqrt(wp.abs(wp.sin(wp.cos(a[i, j, k]))) + 1.0)                                 <L 15>
    var_11 = wp::address(var_a, var_0, var_1, var_2);
    var_13 = wp::load(var_11);
    var_12 = wp::cos(var_13);
    var_14 = wp::sin(var_12);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::sqrt(var_17);
    // x1 = wp.exp(wp.clamp(wp.exp(wp.clamp(wp.tanh(a[i, j, k]), -3.0, 3.0)), -3.0, 3.0))       <L 16>
    var_19 = wp::address(var_a, var_0, var_1, var_2);
    var_21 = wp::load(var_19);
    var_20 = wp::tanh(var_21);
    var_24 = wp::clamp(var_20, var_22, var_23);
    var_25 = wp::exp(var_24);
    var_28 = wp::clamp(var_25, var_26, var_27);
    var_29 = wp::exp(var_28);
    // out[i, j, k] = x0 + x1 * wp.static(3.0 / 4.0) + a[i, j, (k + 1) % a.shape[2]] * 0.25       <L 17>
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::add(var_18, var_31);
    var_34 = wp::add(var_2, var_33);
    var_35 = &(var_a.shape);
    var_38 = wp::load(var_35);
    var_37 = wp::extract(var_38, var_36);
    var_39 = wp::mod(var_34, var_37);
    var_40 = wp::address(var_a, var_0, var_1, var_39);
    var_43 = wp::load(var_40);
    var_42 = wp::mul(var_43, var_41);
    var_44 = wp::add(var_32, var_42);
    wp::array_store(var_out, var_0, var_1, var_2, var_44);
}