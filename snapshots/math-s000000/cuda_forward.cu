extern "C" __global__ void math_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
            wp::array_store(var_out, var_0, var_1, var_9);
            // return                                                                             <L 23>
            continue;
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
        wp::array_store(var_out, var_0, var_1, var_33);
    }
}