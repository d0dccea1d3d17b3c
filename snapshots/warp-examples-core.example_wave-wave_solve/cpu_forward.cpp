struct wp_args_wave_solve {
    wp::array_t<wp::float32> hprevious;
    wp::array_t<wp::float32> hcurrent;
    wp::int32 width;
    wp::int32 height;
    wp::float32 inv_cell;
    wp::float32 k_speed;
    wp::float32 k_damp;
    wp::float32 dt;
};

template <bool wp_linear_contiguous>
static void wave_solve_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_wave_solve *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_hprevious = _wp_args->hprevious;
    wp::array_t<wp::float32> var_hcurrent = _wp_args->hcurrent;
    wp::int32 var_width = _wp_args->width;
    wp::int32 var_height = _wp_args->height;
    wp::float32 var_inv_cell = _wp_args->inv_cell;
    wp::float32 var_k_speed = _wp_args->k_speed;
    wp::float32 var_k_damp = _wp_args->k_damp;
    wp::float32 var_dt = _wp_args->dt;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 2.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    //---------
    // forward
    // def wave_solve(                                                                        <L 66>
    // tid = wp.tid()                                                                         <L 76>
    var_0 = builtin_tid1d();
    // x = tid % width                                                                        <L 78>
    var_1 = wp::mod(var_0, var_width);
    // y = tid // width                                                                       <L 79>
    var_2 = wp::floordiv(var_0, var_width);
    // l = laplacian(hcurrent, x, y, width, height) * inv_cell * inv_cell                     <L 81>
    var_3 = laplacian_0(var_hcurrent, var_1, var_2, var_width, var_height);
    var_4 = wp::mul(var_3, var_inv_cell);
    var_5 = wp::mul(var_4, var_inv_cell);
    // h1 = hcurrent[tid]                                                                     <L 84>
    var_6 = wp::address(var_hcurrent, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // h0 = hprevious[tid]                                                                    <L 85>
    var_9 = wp::address(var_hprevious, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // h = 2.0 * h1 - h0 + dt * dt * (k_speed * l - k_damp * (h1 - h0))                       <L 87>
    var_13 = wp::mul(var_12, var_7);
    var_14 = wp::sub(var_13, var_10);
    var_15 = wp::mul(var_dt, var_dt);
    var_16 = wp::mul(var_k_speed, var_5);
    var_17 = wp::sub(var_7, var_10);
    var_18 = wp::mul(var_k_damp, var_17);
    var_19 = wp::sub(var_16, var_18);
    var_20 = wp::mul(var_15, var_19);
    var_21 = wp::add(var_14, var_20);
    // hprevious[tid] = h                                                                     <L 90>
    wp::array_store(var_hprevious, var_0, var_21);
}