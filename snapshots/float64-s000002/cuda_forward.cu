extern "C" __global__ void float64_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<4, wp::float64>> var_a,
    wp::array_t<wp::vec_t<4, wp::float64>> var_b,
    wp::array_t<wp::vec_t<4, wp::float64>> var_out)
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
        wp::vec_t<4, wp::float64>* var_1;
        wp::vec_t<4, wp::float64>* var_2;
        wp::float64 var_3;
        wp::vec_t<4, wp::float64> var_4;
        wp::vec_t<4, wp::float64> var_5;
        wp::float64 var_6;
        wp::vec_t<4, wp::float64>* var_7;
        wp::vec_t<4, wp::float64>* var_8;
        wp::vec_t<4, wp::float64> var_9;
        wp::vec_t<4, wp::float64> var_10;
        wp::vec_t<4, wp::float64> var_11;
        wp::vec_t<4, wp::float64> var_12;
        //---------
        // forward
        // def float64_s000002(                                                                   <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = wp.tanh(wp.dot(a[i], b[i])) * (a[i] - b[i])                                       <L 13>
        var_1 = wp::address(var_a, var_0);
        var_2 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_5 = wp::load(var_2);
        var_3 = wp::dot(var_4, var_5);
        var_6 = wp::tanh(var_3);
        var_7 = wp::address(var_a, var_0);
        var_8 = wp::address(var_b, var_0);
        var_10 = wp::load(var_7);
        var_11 = wp::load(var_8);
        var_9 = wp::sub(var_10, var_11);
        var_12 = wp::mul(var_6, var_9);
        // out[i] = x0                                                                            <L 14>
        wp::array_store(var_out, var_0, var_12);
    }
}