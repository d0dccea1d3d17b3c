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
        wp::array_store(var_out, var_0, var_1, var_29);
    }
}